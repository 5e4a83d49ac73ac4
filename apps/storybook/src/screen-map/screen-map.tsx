import { routeTable, screens, specSections, tryIt } from '@lobby/mobile-web/registry';
import { storyNameFromExport, toId } from 'storybook/internal/csf';
import './screen-map.css';

/** A story file's default export, as far as the map reads it. */
type StoryModule = {
  default?: { title?: string; parameters?: { live?: { path?: string } } };
  [story: string]: unknown;
};

/** One story, linked by its id. */
export type StoryLink = { id: string; name: string; path?: string };

/** One row of the map: a route of the app's route table, its section of the specification and its stories. */
export type ScreenMapRow = {
  path: string;
  title: string;
  spec: string;
  /** What to try on `npm start` (the fake platform's seed and demo accounts); '' when nothing is written. */
  tryIt: string;
  flags: string[];
  qualityKeys: string[];
  live: StoryLink[];
  views: StoryLink[];
};

// Every story file of the app's screens, read when the map renders: the map follows the files, it is not typed.
const storyFiles = import.meta.glob<StoryModule>('../../../mobile-web/src/screens/**/*.stories.tsx', { eager: true });

function storiesOf(module: StoryModule): StoryLink[] {
  const meta = module.default;
  if (!meta?.title) return [];
  return Object.entries(module)
    .filter(([name, story]) => name !== 'default' && name !== '__namedExportsOrder' && typeof story === 'object')
    .map(([name, story]) => {
      const own = (story as { parameters?: { live?: { path?: string } } }).parameters?.live?.path;
      const path = own ?? meta.parameters?.live?.path;
      const label = storyNameFromExport(name);
      return { id: toId(meta.title ?? '', label), name: label, ...(path ? { path } : {}) };
    });
}

const files = Object.entries(storyFiles).map(([file, module]) => ({
  folder: file.split('/').slice(0, -1).join('/'),
  live: module.default?.title?.startsWith('Live/') ?? false,
  stories: storiesOf(module),
}));

const pathOnly = (path: string) => path.split('?')[0] ?? path;

/** The map's rows: every route of the route table, with its spec section, live stories and view stories. */
export function screenMapRows(): ScreenMapRow[] {
  return routeTable.map((route) => {
    const liveFiles = files.filter(
      (file) => file.live && file.stories.some((s) => pathOnly(s.path ?? '') === route.path),
    );
    const live = liveFiles.flatMap((file) => file.stories.filter((s) => pathOnly(s.path ?? '') === route.path));
    const folders = new Set(liveFiles.map((file) => file.folder));
    const views = files.filter((file) => !file.live && folders.has(file.folder)).flatMap((file) => file.stories);
    const flags: (string | false | undefined)[] = [
      'keepAlive' in route && route.keepAlive && '保活',
      'shell' in route && route.shell && '底部导航',
      'header' in route && route.header && '顶部栏',
      'requireAuth' in route && route.requireAuth && '需登录',
    ];
    return {
      path: route.path,
      title: route.title,
      spec: specSections[route.path],
      tryIt: tryIt[route.path] ?? '',
      flags: flags.filter((flag): flag is string => typeof flag === 'string'),
      qualityKeys: screens.filter((screen) => pathOnly(screen.path) === route.path).map((screen) => screen.key),
      live,
      views,
    };
  });
}

/** The toolbar's 语言 as a story address carries it (.storybook/locale.tsx): the Traditional build's words. */
const TRADITIONAL = '&globals=locale:hant';

function Links({ stories, label, query = '' }: { stories: StoryLink[]; label: string; query?: string }) {
  if (stories.length === 0) return <span className="screen-map__none">—</span>;
  return (
    <ul className="screen-map__links" aria-label={label}>
      {stories.map((story) => (
        <li key={story.id}>
          <a href={`./?path=/story/${story.id}${query}`} target="_top">
            {story.name}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The screen map: every route of the app, with its spec section, its stories and its place in the harness. */
export function ScreenMap() {
  const rows = screenMapRows();
  return (
    <div className="screen-map">
      <p className="screen-map__summary">共 {rows.length} 个路由</p>
      <table>
        <caption className="lb-visually-hidden">路由与画面</caption>
        <thead>
          <tr>
            <th scope="col">路由</th>
            <th scope="col">状态</th>
            <th scope="col">规格</th>
            <th scope="col">实时画面</th>
            <th scope="col" lang="zh-Hant">
              繁體中文
            </th>
            <th scope="col">视图状态</th>
            <th scope="col">质量清单</th>
            <th scope="col">试一试</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.path}>
              <th scope="row">
                <code>{row.path}</code> {row.title}
              </th>
              <td>{['已完成', ...row.flags].join(' · ')}</td>
              <td>{row.spec}</td>
              <td>
                <Links stories={row.live} label={`${row.path} 实时画面`} />
              </td>
              <td>
                <Links stories={row.live} label={`${row.path} 繁体中文实时画面`} query={TRADITIONAL} />
              </td>
              <td>
                <Links stories={row.views} label={`${row.path} 视图状态`} />
              </td>
              <td>{row.qualityKeys.join(', ') || '—'}</td>
              <td className="screen-map__try">{row.tryIt || '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
