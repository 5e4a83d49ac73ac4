import '@lobby/ui-kit/tokens.css';
import type { Preview } from '@storybook/react-vite';

// The product speaks Chinese; screen readers and axe's language checks should know it.
document.documentElement.lang = 'zh-CN';

const preview: Preview = {
  parameters: {
    layout: 'padded',
    // Axe violations fail the story's test, not just show in the panel.
    a11y: { test: 'error' },
  },
  // A phone-sized frame in Storybook and in the story tests alike.
  initialGlobals: {
    viewport: { value: 'mobile2', isRotated: false },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 750, marginInline: 'auto' }}>
        <Story />
      </div>
    ),
  ],
};

export default preview;
