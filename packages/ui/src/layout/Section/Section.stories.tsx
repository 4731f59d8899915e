import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Container } from '../Container/Container.tsx';
import { Section, sectionPaddings, sectionTones } from './Section.tsx';

const meta = {
  title: 'Layout/Section',
  component: Section,
  args: {
    tone: 'stage',
    paddingY: 'large',
    labelledBy: 'section-demo-title',
    children: (
      <Container>
        <h2 id="section-demo-title">Nos prochaines sessions</h2>
      </Container>
    ),
  },
  argTypes: {
    tone: { control: 'inline-radio', options: sectionTones },
    paddingY: { control: 'inline-radio', options: sectionPaddings },
  },
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Nos prochaines sessions' });
    await expect(getComputedStyle(region).backgroundColor).toBe('rgb(11, 16, 38)');
  },
};

export const AllStates: Story = {
  render: () => (
    <div>
      {sectionTones.map((tone) => (
        <Section key={tone} tone={tone} paddingY="medium" labelledBy={`section-${tone}`}>
          <Container>
            <h2 id={`section-${tone}`}>Section « {tone} »</h2>
            <p>Accélérez vos projets audiovisuels avec nos formations et nos experts.</p>
          </Container>
        </Section>
      ))}
    </div>
  ),
};
