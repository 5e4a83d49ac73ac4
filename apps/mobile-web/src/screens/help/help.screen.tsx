import { goBack } from '../../ground/routing/hash-location.ts';
import { openCustomerService } from '../../wiring/app/providers.ts';
import { HELP_ENTRIES } from './help.entries.ts';
import { HelpView } from './help.view.tsx';

/** /boutBallBet: the help centre. */
export function HelpScreen() {
  return <HelpView entries={HELP_ENTRIES} onBack={() => goBack('/')} onOpenService={openCustomerService} />;
}

/** The route table loads the screen by its default export. */
export default HelpScreen;
