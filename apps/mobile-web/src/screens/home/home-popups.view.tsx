import type { HomeViewModel } from '@lobby/domain';
import { FloatingButton, HtmlPopup } from '@lobby/ui-kit';
import { SafeHtml } from '@lobby/ui-kit/safe-html';

// The red-packet button and the two HTML popups: a chunk loaded only when one of them is to show. SafeHtml then
// loads DOMPurify on its first render, when a popup opens.

/** The floating red-packet button, the announcement popup and the welcome popup. */
export function HomePopups({ vm }: { vm: HomeViewModel<unknown, unknown> }) {
  return (
    <>
      {vm.redPacketShown && (
        <FloatingButton
          label="领取红包"
          imageSrc={`${import.meta.env.BASE_URL}home/red-packet.svg`}
          onClick={vm.openRedPacket}
          onClose={vm.closeRedPacket}
          closeLabel="关闭红包"
        />
      )}
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
