// The foundations pages' blocks: each reads the generated tokens data, none holds a value of its own.
import { GlyphIcon, SocialIcon, vars } from '@fabrique/ui';
import { glyphs, socialNetworks } from '@fabrique/ui/catalogue';
import type { CSSProperties, ReactNode } from 'react';
import {
  colourRoles,
  desktopWidth,
  group,
  groupDescriptions,
  milliseconds,
  pairsOf,
  paletteColours,
  phoneWidth,
  pixelSize,
  shortName,
  token,
  type TokenEntry,
  typeStyle,
} from './foundations.ts';

const border = `1px solid ${vars.color.border}`;
const cell: CSSProperties = { padding: '10px 12px', borderBottom: border, textAlign: 'left', verticalAlign: 'top' };
const muted: CSSProperties = { color: vars.color.textMuted, fontSize: vars.fontSize.small };
const name: CSSProperties = { fontWeight: vars.fontWeight.semibold };
const frame: CSSProperties = {
  fontFamily: vars.font.body,
  color: vars.color.text,
  background: vars.color.surface,
  lineHeight: vars.lineHeight.body,
};

/** A block of the page: every foundations story and docs section is one, with the group's description under its title. */
function Block({ title, group: groupName, children }: { title: string; group?: string; children: ReactNode }) {
  const description = groupName ? groupDescriptions[groupName] : null;
  return (
    <section style={{ ...frame, display: 'grid', gap: 16 }} aria-label={title}>
      {description && <p style={{ margin: 0, ...muted }}>{description}</p>}
      {children}
    </section>
  );
}

function Table({ caption, head, children }: { caption: string; head: string[]; children: ReactNode }) {
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%', fontSize: vars.fontSize.small }}>
      <caption style={{ textAlign: 'left', ...name, paddingBlockEnd: 8 }}>{caption}</caption>
      <thead>
        <tr>
          {head.map((heading) => (
            <th key={heading} scope="col" style={{ ...cell, ...muted, fontWeight: vars.fontWeight.semibold }}>
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

/** The role's name and the custom property a brand sets. */
function RoleName({ entry }: { entry: TokenEntry }) {
  return (
    <>
      <span style={name} data-token={entry.id}>
        {entry.id}
      </span>
      {entry.cssVariable && <div style={muted}>{entry.cssVariable}</div>}
    </>
  );
}

const swatch = (background: string): CSSProperties => ({
  display: 'block',
  width: 48,
  height: 32,
  borderRadius: vars.radius.small,
  background,
  boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
});

/** Every colour role: what it is for, its value, and the backgrounds its text pairs with, with contrast and WCAG level. */
export function ColourRoles() {
  return (
    <Block title="Colour roles" group="color">
      <Table caption="Colour roles" head={['Swatch', 'Role', 'Value', 'Used for', 'Pairs with (contrast, WCAG)']}>
        {colourRoles.map((role) => (
          <tr key={role.id}>
            <td style={cell}>
              <span style={swatch(`var(${role.cssVariable})`)} />
            </td>
            <td style={cell}>
              <RoleName entry={role} />
            </td>
            <td style={cell}>
              {role.value}
              <div style={muted}>{role.aliasOf ?? ''}</div>
            </td>
            <td style={cell}>{role.description}</td>
            <td style={cell}>
              {pairsOf(role).map(({ background, ratio, level }) => (
                <div key={background.id} style={{ display: 'flex', alignItems: 'center', gap: 8, marginBlockEnd: 4 }}>
                  <span
                    style={{
                      padding: '2px 8px',
                      borderRadius: vars.radius.small,
                      background: `var(${background.cssVariable})`,
                      color: `var(${role.cssVariable})`,
                      fontWeight: vars.fontWeight.semibold,
                      boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
                    }}
                  >
                    Aa
                  </span>
                  <span>
                    on {shortName(background.id)}: {ratio.toFixed(2)}:1, <strong>{level}</strong>
                  </span>
                </div>
              ))}
            </td>
          </tr>
        ))}
      </Table>
    </Block>
  );
}

/** The palette: the primitives the roles alias, with the roles that use each. */
export function Palette() {
  return (
    <Block title="Palette" group="palette">
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))', gap: 12 }}>
        {paletteColours.map((colour) => {
          const roles = colourRoles.filter((role) => role.aliasOf === colour.id).map((role) => shortName(role.id));
          return (
            <figure
              key={colour.id}
              data-token={colour.id}
              style={{ margin: 0, border, borderRadius: vars.radius.medium, overflow: 'hidden' }}
            >
              <div style={{ background: colour.value, height: 56 }} />
              <figcaption style={{ padding: 8, fontSize: vars.fontSize.small }}>
                <span style={name}>{shortName(colour.id)}</span> {colour.value}
                <div style={muted}>{roles.length > 0 ? roles.join(', ') : 'no role'}</div>
              </figcaption>
            </figure>
          );
        })}
      </div>
    </Block>
  );
}

const sample = 'Formations à l’audiovisuel';

/** The type scale at a phone's and a desktop's width: the pixel size, weight and line height each step renders with. */
export function TypeScale() {
  return (
    <Block title="Type scale" group="fontSize">
      <Table caption="Type scale" head={['Step', `Phone (${phoneWidth} px)`, `Desktop (${desktopWidth} px)`]}>
        {group('fontSize').map((size) => {
          const { family, weight, lineHeight } = typeStyle(size.id);
          const at = (width: number) => (
            <>
              <div
                style={{
                  fontFamily: `var(${family.cssVariable})`,
                  fontWeight: `var(${weight.cssVariable})`,
                  lineHeight: `var(${lineHeight.cssVariable})`,
                  fontSize: `${pixelSize(size, width)}px`,
                }}
              >
                {sample}
              </div>
              <div style={muted}>
                {pixelSize(size, width)} px · weight {weight.value} · line height {lineHeight.value} (
                {Math.round(pixelSize(size, width) * Number(lineHeight.value))} px)
              </div>
            </>
          );
          return (
            <tr key={size.id}>
              <td style={{ ...cell, width: 200 }}>
                <RoleName entry={size} />
                <div style={muted}>
                  {shortName(family.id)} font · {size.fluid ? `fluid, ${size.value}` : size.value}
                </div>
              </td>
              <td style={{ ...cell, width: phoneWidth }}>{at(phoneWidth)}</td>
              <td style={cell}>{at(desktopWidth)}</td>
            </tr>
          );
        })}
      </Table>
      <Table caption="Families, weights and line heights" head={['Token', 'Value', 'Used for']}>
        {[...group('font'), ...group('fontWeight'), ...group('lineHeight')].map((entry) => (
          <tr key={entry.id}>
            <td style={cell}>
              <RoleName entry={entry} />
            </td>
            <td style={{ ...cell, fontFamily: entry.type === 'fontFamily' ? `var(${entry.cssVariable})` : undefined }}>
              {entry.value}
            </td>
            <td style={cell}>{entry.description ?? groupDescriptions[entry.id.split('.')[0]!]}</td>
          </tr>
        ))}
      </Table>
    </Block>
  );
}

const bar = (width: string): CSSProperties => ({
  display: 'block',
  height: 16,
  width,
  background: vars.color.accent,
  borderRadius: vars.radius.small,
});

/** Spacing, radii and shadows: each step drawn at its size. */
export function Spacing() {
  return (
    <Block title="Spacing" group="space">
      <Table caption="Spacing scale" head={['Token', 'Value', 'Size']}>
        {group('space').map((space) => (
          <tr key={space.id}>
            <td style={cell}>
              <RoleName entry={space} />
            </td>
            <td style={cell}>
              {space.value}
              {space.value.endsWith('rem') ? ` (${Number.parseFloat(space.value) * 16} px)` : ''}
            </td>
            <td style={{ ...cell, width: '50%' }}>
              <span style={bar(`var(${space.cssVariable})`)} />
            </td>
          </tr>
        ))}
      </Table>
    </Block>
  );
}

export function Radii() {
  return (
    <Block title="Radii" group="radius">
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 24 }}>
        {group('radius').map((radius) => (
          <figure key={radius.id} style={{ margin: 0, display: 'grid', gap: 8, width: 180 }}>
            <div
              style={{
                height: 96,
                background: vars.color.surfaceMuted,
                border: `2px solid ${vars.color.borderStrong}`,
                borderRadius: `var(${radius.cssVariable})`,
              }}
            />
            <figcaption>
              <RoleName entry={radius} />
              <div>
                {radius.value} · {radius.description}
              </div>
            </figcaption>
          </figure>
        ))}
      </div>
    </Block>
  );
}

export function Shadows() {
  return (
    <Block title="Shadows" group="shadow">
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 32, padding: 16, background: vars.color.surfaceMuted }}>
        {group('shadow').map((shadow) => (
          <figure
            key={shadow.id}
            style={{
              margin: 0,
              padding: 16,
              width: 320,
              background: vars.color.surface,
              borderRadius: vars.radius.medium,
              boxShadow: `var(${shadow.cssVariable})`,
            }}
          >
            <RoleName entry={shadow} />
            <div>{shadow.description}</div>
            <div style={muted}>{shadow.value}</div>
          </figure>
        ))}
      </div>
    </Block>
  );
}

// Each dot runs its duration or curve back and forth; under reduced motion it stays still, as the components do.
const motionCss = `
@keyframes fab-foundations-travel { from { transform: translateX(0); } to { transform: translateX(220px); } }
.fab-foundations-dot { animation: fab-foundations-travel var(--travel-duration) var(--travel-easing) infinite alternate; }
@media (prefers-reduced-motion: reduce) { .fab-foundations-dot { animation: none; } }
`;

function Travel({ duration, easing }: { duration: string; easing: string }) {
  return (
    <span
      style={{
        display: 'block',
        width: 244,
        padding: 2,
        borderRadius: vars.radius.full,
        background: vars.color.surfaceMuted,
        boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
      }}
    >
      <span
        className="fab-foundations-dot"
        style={
          {
            display: 'block',
            width: 20,
            height: 20,
            borderRadius: vars.radius.full,
            background: vars.color.accent,
            '--travel-duration': duration,
            '--travel-easing': easing,
          } as CSSProperties
        }
      />
    </span>
  );
}

/** Durations and curves, each shown moving (still under prefers-reduced-motion). */
export function Motion() {
  const standardEasing = token('easing.out');
  const slowDuration = token('duration.slow');
  return (
    <Block title="Motion" group="duration">
      <style>{motionCss}</style>
      <Table caption="Durations (shown with easing.out)" head={['Token', 'Value', 'Used for', 'In motion']}>
        {group('duration').map((duration) => (
          <tr key={duration.id}>
            <td style={cell}>
              <RoleName entry={duration} />
            </td>
            <td style={cell}>
              {duration.value} ({milliseconds(duration.value)} ms)
            </td>
            <td style={cell}>{duration.description}</td>
            <td style={cell}>
              <Travel duration={`var(${duration.cssVariable})`} easing={`var(${standardEasing.cssVariable})`} />
            </td>
          </tr>
        ))}
      </Table>
      <Table
        caption={`Curves (shown over ${slowDuration.value} × 2)`}
        head={['Token', 'Value', 'Used for', 'In motion']}
      >
        {group('easing').map((easing) => (
          <tr key={easing.id}>
            <td style={cell}>
              <RoleName entry={easing} />
            </td>
            <td style={cell}>{easing.value}</td>
            <td style={cell}>{easing.description}</td>
            <td style={cell}>
              <Travel duration={`calc(var(${slowDuration.cssVariable}) * 2)`} easing={`var(${easing.cssVariable})`} />
            </td>
          </tr>
        ))}
      </Table>
    </Block>
  );
}

/** Breakpoints, widths and fixed sizes: each drawn to scale against the widest. */
export function Layout() {
  const breakpoints = group('breakpoint');
  const widest = Math.max(...breakpoints.map((entry) => Number.parseFloat(entry.value)));
  return (
    <Block title="Breakpoints and widths" group="breakpoint">
      <Table caption="Breakpoints (min-width)" head={['Token', 'Value', 'From this width', 'To scale']}>
        {breakpoints.map((breakpoint) => (
          <tr key={breakpoint.id}>
            <td style={cell}>
              <span style={name} data-token={breakpoint.id}>
                {breakpoint.id}
              </span>
              <div style={muted}>media.{shortName(breakpoint.id)}</div>
            </td>
            <td style={cell}>{breakpoint.value}</td>
            <td style={cell}>{breakpoint.description}</td>
            <td style={{ ...cell, width: '40%' }}>
              <span style={bar(`${(Number.parseFloat(breakpoint.value) / widest) * 100}%`)} />
            </td>
          </tr>
        ))}
      </Table>
      <Table caption="Widths and fixed sizes" head={['Token', 'Value', 'Used for']}>
        {[...group('contentWidth'), ...group('size')].map((entry) => (
          <tr key={entry.id}>
            <td style={cell}>
              <RoleName entry={entry} />
            </td>
            <td style={cell}>{entry.value}</td>
            <td style={cell}>{entry.description ?? groupDescriptions[entry.id.split('.')[0]!]}</td>
          </tr>
        ))}
      </Table>
    </Block>
  );
}

const iconSizes = [16, 20, 24] as const;

/** Every icon the library draws, by name, at the sizes the components use (on its 24 × 24 grid). */
export function IconGallery() {
  const icons = [
    ...Object.keys(glyphs).map((glyph) => ({
      label: glyph,
      usage: `<GlyphIcon glyph="${glyph}" />`,
      draw: (size: number) => <GlyphIcon glyph={glyph as keyof typeof glyphs} size={size} />,
    })),
    ...socialNetworks.map((network) => ({
      label: network,
      usage: `<SocialIcon network="${network}" />`,
      draw: (size: number) => <SocialIcon network={network} size={size} />,
    })),
  ];
  return (
    <Block title="Icons">
      <p style={{ margin: 0, ...muted }}>
        Line icons on a 24 × 24 grid, 2 px strokes, in the colour of the text around them. Sizes in px; 20 is the
        default.
      </p>
      <ul
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
          gap: 12,
          margin: 0,
          padding: 0,
          listStyle: 'none',
        }}
      >
        {icons.map((icon) => (
          <li
            key={icon.label}
            data-icon={icon.label}
            style={{ border, borderRadius: vars.radius.medium, padding: 12, display: 'grid', gap: 8 }}
          >
            <span style={{ display: 'flex', alignItems: 'end', gap: 16 }}>
              {iconSizes.map((size) => (
                <span key={size} style={{ display: 'grid', justifyItems: 'center', gap: 4 }}>
                  {icon.draw(size)}
                  <span style={muted}>{size}</span>
                </span>
              ))}
            </span>
            <span style={name}>{icon.label}</span>
            <span style={muted}>{icon.usage}</span>
          </li>
        ))}
      </ul>
    </Block>
  );
}
