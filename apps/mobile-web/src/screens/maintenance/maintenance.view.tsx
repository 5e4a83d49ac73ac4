import { Logo } from '@lobby/ui-kit';
import './maintenance.css';

/** What the maintenance screen shows. */
export type MaintenanceViewProps = { logo: string; title: string; tips: string };

/** Replaces the whole app while the site is under maintenance (site_state 0). */
export function MaintenanceView({ logo, title, tips }: MaintenanceViewProps) {
  return (
    <main className="maintenance">
      <Logo src={logo} alt={title || 'Lobby'} />
      <h1 className="maintenance__title">系统维护中</h1>
      <p className="maintenance__tips">{tips || '为了给您提供更好的服务，我们正在进行系统维护，请稍后再来。'}</p>
    </main>
  );
}
