import { storyNameFromExport, toId } from 'storybook/internal/csf';
import { screens } from '../../../mobile-web/quality/routes.ts';
import { specRoutes } from '../../../mobile-web/quality/spec-routes.ts';
import { routes } from '../../../mobile-web/src/routing/routes.ts';
import './screen-map.css';

/** A story file's default export, as far as the map reads it. */
type StoryModule = {
  default?: { title?: string; parameters?: { live?: { path?: string } } };
  [story: string]: unknown;
};

/** One story, linked by its id. */
export type StoryLink = { id: string; name: string; path?: string };

/** One row of the map: a route of the specification and what the app has of it. */
export type ScreenMapRow = {
  path: string;
  title: string;
  spec: string;
  built: boolean;
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

/** The map's rows: every route of the specification, with its route-table entry, live stories and view stories. */
export function screenMapRows(): ScreenMapRow[] {
  return specRoutes.map((spec) => {
    const route = routes.find((entry) => entry.path === spec.path);
    const liveFiles = files.filter(
      (file) => file.live && file.stories.some((s) => pathOnly(s.path ?? '') === spec.path),
    );
    const live = liveFiles.flatMap((file) => file.stories.filter((s) => pathOnly(s.path ?? '') === spec.path));
    const folders = new Set(liveFiles.map((file) => file.folder));
    const views = files.filter((file) => !file.live && folders.has(file.folder)).flatMap((file) => file.stories);
    const flags = route
      ? [
          route.keepAlive && '保活',
          route.shell && '底部导航',
          route.header && '顶部栏',
          route.requireAuth && '需登录',
        ].filter((flag): flag is string => typeof flag === 'string')
      : [];
    return {
      path: spec.path,
      title: spec.title,
      spec: spec.spec,
      built: route !== undefined,
      flags,
      qualityKeys: screens.filter((screen) => pathOnly(screen.path) === spec.path).map((screen) => screen.key),
      live,
      views,
    };
  });
}

function Links({ stories, label }: { stories: StoryLink[]; label: string }) {
  if (stories.length === 0) return <span className="screen-map__none">—</span>;
  return (
    <ul className="screen-map__links" aria-label={label}>
      {stories.map((story) => (
        <li key={story.id}>
          <a href={`./?path=/story/${story.id}`} target="_top">
            {story.name}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The screen map: every route of the specification, built or not, with its stories and its place in the harness. */
export function ScreenMap() {
  const rows = screenMapRows();
  const built = rows.filter((row) => row.built).length;
  return (
    <div className="screen-map">
      <p className="screen-map__summary">
        已完成 {built} / {rows.length} 个路由
      </p>
      <table>
        <caption className="lb-visually-hidden">路由与画面</caption>
        <thead>
          <tr>
            <th scope="col">路由</th>
            <th scope="col">状态</th>
            <th scope="col">规格</th>
            <th scope="col">实时画面</th>
            <th scope="col">视图状态</th>
            <th scope="col">质量清单</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.path} data-built={row.built}>
              <th scope="row">
                <code>{row.path}</code> {row.title}
              </th>
              <td>{row.built ? ['已完成', ...row.flags].join(' · ') : '未完成'}</td>
              <td>{row.spec}</td>
              <td>
                <Links stories={row.live} label={`${row.path} 实时画面`} />
              </td>
              <td>
                <Links stories={row.views} label={`${row.path} 视图状态`} />
              </td>
              <td>{row.qualityKeys.join(', ') || '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
