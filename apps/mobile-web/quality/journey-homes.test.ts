import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// A journey has one home in the test run (issue 21): a live story tagged `e2e-journey` keeps its steps for a
// designer in Storybook, and Storybook's test run leaves it out (apps/storybook/vitest.config.ts) because the
// end-to-end test it names in `parameters.e2e` ("<file> › <title>") runs the same steps on the production build.
// Here, read from the sources: every such story names a test that exists, and no story drops out of the test
// run without naming one.

const screensDir = fileURLToPath(new URL('../src/screens/', import.meta.url));
const e2eDir = fileURLToPath(new URL('../e2e/', import.meta.url));

type LiveStory = { file: string; name: string; tagged: boolean; e2e: string | undefined };

/** Every story of every `*.live.stories.tsx`, its tag and the end-to-end test it names. */
function liveStories(): LiveStory[] {
  const files = readdirSync(screensDir, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.live.stories.tsx'),
  );
  return files.flatMap((file) => {
    const source = readFileSync(`${screensDir}${file}`, 'utf8');
    const starts = [...source.matchAll(/^export const (\w+): Story = \{$/gm)];
    return starts.map((start, index) => {
      const block = source.slice(start.index, starts[index + 1]?.index ?? source.length);
      return {
        file,
        name: start[1] ?? '',
        tagged: /tags: \[[^\]]*'e2e-journey'/.test(block),
        e2e: /\be2e: '([^']+)'/.exec(block)?.[1],
      };
    });
  });
}

/** The titles of the top-level tests of an end-to-end file. */
function testTitles(file: string): string[] {
  const source = readFileSync(`${e2eDir}${file}`, 'utf8');
  return [...source.matchAll(/^test\('([^']+)'/gm)].map((match) => match[1] ?? '');
}

describe('journeys with their home in the end-to-end suite', () => {
  const stories = liveStories();

  it('are some of the live stories, and the others stay in the test run', () => {
    expect(stories.filter((story) => story.tagged).length).toBeGreaterThan(0);
    expect(stories.filter((story) => !story.tagged).length).toBeGreaterThan(stories.length / 2);
  });

  it('each name an end-to-end test that exists, and only they name one', () => {
    const problems = stories.flatMap((story) => {
      const where = `${story.file} ${story.name}`;
      if (!story.tagged) return story.e2e ? [`${where} names ${story.e2e} but stays in the test run`] : [];
      const [file = '', title = ''] = (story.e2e ?? '').split(' › ');
      if (!story.e2e || !file.endsWith('.e2e.ts')) return [`${where} names no end-to-end test`];
      return testTitles(file).includes(title) ? [] : [`${where}: no test "${title}" in e2e/${file}`];
    });
    expect(problems).toEqual([]);
  });
});
