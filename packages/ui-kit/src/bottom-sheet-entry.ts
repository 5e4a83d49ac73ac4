// `@lobby/ui-kit/bottom-sheet`: the sheet for a screen that loads it on first open (`deferredModal`). Imported
// through this file, the build gives that import a small file of its own that names the sheet, rather than a
// namespace object inside the sheet's chunk, which every screen that draws a sheet at once would carry.
export { BottomSheet } from './bottom-sheet.tsx';
