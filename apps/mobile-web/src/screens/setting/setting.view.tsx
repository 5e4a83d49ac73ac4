import { Button, IconChevronRight, IconLogout, Logo, PageHeader, Skeleton } from '@lobby/ui-kit';
import './setting.css';

/** The player's read-only profile as the settings menu shows it; '' for a field not filled in. */
export type SettingProfile = {
  username: string;
  realname: string;
  birthday: string;
  email: string;
  mobile: string;
};

/** One row of the settings menu: an in-app path and its label. */
export type SettingLink = { key: string; label: string; to: string };

/** One language 设置 offers: its name in itself, and that name's language for `lang`. */
export type SettingLanguage = { value: string; label: string; lang: string };

/** 设置's language choice: the languages, the page's own, and what choosing one does. */
export type SettingLanguages = {
  options: readonly SettingLanguage[];
  current: string;
  onChoose: (value: string) => void;
};

/** Props of {@link SettingView}. */
export type SettingViewProps = {
  /** The player's profile, or null while it loads. */
  profile: SettingProfile | null;
  /** The site logo (empty or broken shows the Lobby logo) and the site's name for it. */
  logoSrc: string;
  siteTitle: string;
  /** Where the profile rows lead (the profile editor). */
  profileHref: string;
  /** The other rows (passwords, bound accounts, help centre). */
  links: readonly SettingLink[];
  /** The language choice (the production build's: the dev server has one language), or none. */
  languages?: SettingLanguages;
  onBack: () => void;
  onOpenService: () => void;
  onLogout: () => void;
};

const PROFILE_ROWS: readonly { key: keyof SettingProfile; label: string }[] = [
  { key: 'username', label: '用户名' },
  { key: 'realname', label: '真实姓名' },
  { key: 'birthday', label: '出生日期' },
  { key: 'email', label: '邮箱' },
  { key: 'mobile', label: '手机号码' },
];

/** Shown for a profile field the player has not filled in. */
const NOT_SET = '未设置';

/** The settings menu: the profile (to the editor), passwords, bound accounts, help centre, language and logout. */
export function SettingView({
  profile,
  logoSrc,
  siteTitle,
  profileHref,
  links,
  languages,
  onBack,
  onOpenService,
  onLogout,
}: SettingViewProps) {
  return (
    <div className="setting">
      <PageHeader
        title={
          <a className="setting__logo" href="#/">
            <Logo src={logoSrc} alt={siteTitle} height={28} />
          </a>
        }
        onBack={onBack}
        onOpenService={onOpenService}
      />
      <h1 className="lb-visually-hidden">设置</h1>
      <section className="setting__group" aria-labelledby="setting-profile">
        <h2 id="setting-profile" className="setting__group-title">
          个人资料
        </h2>
        <ul className="setting__list" aria-busy={profile === null || undefined}>
          {PROFILE_ROWS.map((row) => (
            <li key={row.key}>
              <a className="setting__row" href={`#${profileHref}`}>
                <span className="setting__label">{row.label}</span>
                <span className="setting__value">
                  {profile === null ? <Skeleton width="5em" /> : profile[row.key] || NOT_SET}
                </span>
                <IconChevronRight size={18} className="setting__chevron" />
              </a>
            </li>
          ))}
        </ul>
      </section>
      <section className="setting__group" aria-labelledby="setting-security">
        <h2 id="setting-security" className="setting__group-title">
          账户与安全
        </h2>
        <ul className="setting__list">
          {links.map((link) => (
            <li key={link.key}>
              <a className="setting__row" href={`#${link.to}`}>
                <span className="setting__label">{link.label}</span>
                <IconChevronRight size={18} className="setting__chevron" />
              </a>
            </li>
          ))}
        </ul>
      </section>
      {languages && (
        <fieldset className="setting__group setting__languages">
          <legend className="setting__group-title">语言</legend>
          <ul className="setting__list">
            {languages.options.map((option) => (
              <li key={option.value}>
                <label className="setting__row">
                  <span className="setting__label" lang={option.lang}>
                    {option.label}
                  </span>
                  <input
                    type="radio"
                    name="setting-language"
                    className="setting__radio"
                    checked={languages.current === option.value}
                    onChange={() => languages.onChoose(option.value)}
                  />
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      <div className="setting__footer">
        <Button variant="secondary" block onClick={onLogout}>
          <IconLogout />
          退出登录
        </Button>
      </div>
    </div>
  );
}
