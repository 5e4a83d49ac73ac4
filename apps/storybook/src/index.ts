/** Where Storybook gathers stories from: beside the components and views they show. */
export const storyGlobs = [
  '../../../packages/ui-kit/src/**/*.stories.tsx',
  '../../mobile-web/src/**/*.stories.tsx',
] as const;
