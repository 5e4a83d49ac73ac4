import { FloatingButton } from '@lobby/ui-kit';
import { navigate } from '../../ground/routing/hash-location.ts';

/**
 * The floating red-packet button of every shell route (part 1's shell: it shows while `redpacket_switch` is 1 and
 * until it is closed). It leads to /hongbao, whose guard asks a visitor to log in. Loaded only when it shows.
 */
export default function RedPacketButton({ onClose }: { onClose: () => void }) {
  return (
    <FloatingButton
      label="领取红包"
      imageSrc={`${import.meta.env.BASE_URL}home/red-packet.svg`}
      onClick={() => navigate('/hongbao')}
      onClose={onClose}
      closeLabel="关闭红包"
    />
  );
}
