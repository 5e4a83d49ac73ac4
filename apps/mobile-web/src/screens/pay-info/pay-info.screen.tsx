import type { PaymentInfo } from '@lobby/api';
import { connectPayInfo } from '@lobby/domain/pay-info';
import { useSearch } from 'wouter';
import { goBack } from '../../ground/routing/hash-location.ts';
import { useMachine } from '../../wiring/app/actor-state.ts';
import { copyNotices } from '../../wiring/app/copy-notices.ts';
import { openCustomerService } from '../../wiring/app/providers.ts';
import { livePayInfoMachine } from './pay-info.providers.ts';
import { PayInfoView } from './pay-info.view.tsx';

function PayInfo({ depositNo }: { depositNo: string }) {
  const [snapshot, send] = useMachine(livePayInfoMachine, { input: { depositNo, clock: () => Date.now() } });
  return (
    <PayInfoView
      page={connectPayInfo<PaymentInfo>(snapshot, send)}
      {...copyNotices}
      onBack={() => goBack('/recharge')}
      onOpenService={openCustomerService}
    />
  );
}

/** /payInfo?deposit_no=: what to pay and where for one deposit, with the 60-minute countdown. */
export function PayInfoScreen() {
  const depositNo = new URLSearchParams(useSearch()).get('deposit_no') ?? '';
  // Keyed by the order: another number is another page.
  return <PayInfo key={depositNo} depositNo={depositNo} />;
}

/** The route table loads the screen by its default export. */
export default PayInfoScreen;
