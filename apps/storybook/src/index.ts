/** Where Storybook gathers stories from: beside the components and views they show, and this app's docs pages. */
export const storyGlobs = [
  '../src/**/*.mdx',
  '../src/**/*.stories.tsx',
  '../../../packages/ui-kit/src/**/*.stories.tsx',
  '../../mobile-web/src/**/*.stories.tsx',
] as const;
