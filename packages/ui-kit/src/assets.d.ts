// Vite turns `?url` imports into the asset's address; this package's own typecheck has no `vite/client`.
declare module '*.svg?url' {
  const url: string;
  export default url;
}
