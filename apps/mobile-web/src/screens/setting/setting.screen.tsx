import { selectSite, selectUser } from '@lobby/domain/session';
import { chooseScript, pageScript, SCRIPT_NAMES } from '../../ground/locale/script-choice.ts';
import { goBack } from '../../ground/routing/hash-location.ts';
import { useSelector } from '../../wiring/app/actor-state.ts';
import { useAppActor } from '../../wiring/app/app-actor.tsx';
import { openCustomerService } from '../../wiring/app/providers.ts';
import { FALLBACK_SITE_TITLE } from '../../wiring/app/site-title.ts';
import { type SettingLanguages, type SettingLink, SettingView } from './setting.view.tsx';

/** The settings menu's rows below the profile (part 2 §2). */
const LINKS: readonly SettingLink[] = [
  { key: 'loginPassword', label: '修改登录密码', to: '/password?type=1' },
  { key: 'payPassword', label: '修改支付密码', to: '/password?type=2' },
  { key: 'bankCards', label: '银行卡管理', to: '/wallet?type=1' },
  { key: 'usdt', label: 'USDT钱包管理', to: '/wallet?type=2' },
  { key: 'help', label: '帮助中心', to: '/boutBallBet' },
];

/** The two builds' languages (issue #33): choosing one keeps it and shows this page in that build. */
const LANGUAGES: SettingLanguages | undefined = import.meta.env.PROD
  ? {
      options: [
        { value: 'hans', label: SCRIPT_NAMES.hans, lang: 'zh-Hans' },
        { value: 'hant', label: SCRIPT_NAMES.hant, lang: 'zh-Hant' },
      ],
      current: typeof document === 'undefined' ? 'hans' : pageScript(),
      onChoose: (value) => chooseScript(value === 'hant' ? 'hant' : 'hans'),
    }
  : undefined;

/** /setting (login needed): the read-only profile leading to /userInfo, the settings rows and logout. */
export function SettingScreen() {
  const app = useAppActor();
  const user = useSelector(app, selectUser);
  const site = useSelector(app, selectSite);
  return (
    <SettingView
      profile={
        user && {
          username: user.username,
          realname: user.realname ?? '',
          birthday: user.birthday ?? '',
          email: user.email ?? '',
          mobile: user.mobile ?? '',
        }
      }
      logoSrc={site?.siteLogo ?? ''}
      siteTitle={site?.title || FALLBACK_SITE_TITLE}
      profileHref="/userInfo"
      links={LINKS}
      languages={LANGUAGES}
      onBack={() => goBack('/mine')}
      onOpenService={openCustomerService}
      onLogout={() => app.send({ type: 'logout' })}
    />
  );
}

/** The route table loads the screen by its default export. */
export default SettingScreen;
