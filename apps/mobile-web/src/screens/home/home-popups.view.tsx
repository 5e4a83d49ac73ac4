import type { HomeViewModel } from '@lobby/domain/home';
import { HtmlPopup } from '@lobby/ui-kit';
import { loadSanitizer, SafeHtml } from '@lobby/ui-kit/safe-html';
import { Suspense, use } from 'react';

// The two HTML popups: a chunk loaded only when one of them is to show. A popup opens once the sanitiser is ready
// (at once with the platform's; DOMPurify has to load), with its content in place: a dialog that grew when its
// text arrived would move on screen (a layout shift on the welcome popup of every first visit).

let sanitizerSettled: Promise<unknown> | null = null;

/** Settles when the sanitiser has loaded or failed to (SafeHtml then deals with it); never rejects. */
function sanitizerReady(): Promise<unknown> {
  sanitizerSettled ??= loadSanitizer().then(
    () => undefined,
    () => {
      sanitizerSettled = null;
    },
  );
  return sanitizerSettled;
}

function HtmlPopups({ vm }: { vm: HomeViewModel<unknown, unknown> }) {
  if (vm.announcement.open || vm.welcome.open) use(sanitizerReady());
  return (
    <>
      <HtmlPopup
        open={vm.announcement.open}
        title="公告"
        onClose={vm.closeAnnouncement}
        action={{ label: '查看更多', onClick: vm.moreNotices }}
      >
        {vm.announcement.open && <SafeHtml html={vm.announcement.html} />}
      </HtmlPopup>
      <HtmlPopup open={vm.welcome.open} title={`欢迎来到${vm.welcome.siteTitle}`} onClose={vm.dismissWelcome}>
        {vm.welcome.open && <SafeHtml html={vm.welcome.html} />}
      </HtmlPopup>
    </>
  );
}

/** The announcement popup and the welcome popup (the red-packet button is the shell's, on every shell route). */
export function HomePopups({ vm }: { vm: HomeViewModel<unknown, unknown> }) {
  return (
    <Suspense fallback={null}>
      <HtmlPopups vm={vm} />
    </Suspense>
  );
}
