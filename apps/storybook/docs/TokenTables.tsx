import { palette, tokens } from '@fabrique/ui';
import { contrastLevel, contrastRatio } from '@fabrique/ui/catalogue';

const cell = { padding: '8px 12px', borderBottom: '1px solid #e2e8f0', textAlign: 'left' as const };

/** Which text colour is meant to sit on which background, and how well it reads. */
const pairs: { name: string; foreground: string; background: string }[] = [
  { name: 'Texte sur surface', foreground: tokens.color.text, background: tokens.color.surface },
  { name: 'Texte atténué sur surface', foreground: tokens.color.textMuted, background: tokens.color.surface },
  { name: 'Texte atténué sur fond gris', foreground: tokens.color.textMuted, background: tokens.color.surfaceMuted },
  { name: 'Texte sur scène', foreground: tokens.color.onStage, background: tokens.color.stage },
  { name: 'Texte atténué sur scène', foreground: tokens.color.onStageMuted, background: tokens.color.stage },
  { name: 'Texte sur accent (appel à l’action)', foreground: tokens.color.onAccent, background: tokens.color.accent },
  { name: 'Accent vif sur scène', foreground: tokens.color.accentBright, background: tokens.color.stage },
  {
    name: 'Concevoir et développer (bleu)',
    foreground: tokens.category.blue.onSolid,
    background: tokens.category.blue.solid,
  },
  {
    name: 'Maîtriser les outils (violet)',
    foreground: tokens.category.purple.onSolid,
    background: tokens.category.purple.solid,
  },
  { name: 'Démarche RSE (vert)', foreground: tokens.category.green.onSolid, background: tokens.category.green.solid },
  { name: 'Erreur sur surface', foreground: tokens.color.critical, background: tokens.color.surface },
  { name: 'Succès sur surface', foreground: tokens.color.success, background: tokens.color.surface },
];

export function ContrastTable() {
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%' }}>
      <thead>
        <tr>
          <th style={cell}>Association</th>
          <th style={cell}>Aperçu</th>
          <th style={cell}>Couleurs</th>
          <th style={cell}>Contraste</th>
          <th style={cell}>Niveau WCAG</th>
        </tr>
      </thead>
      <tbody>
        {pairs.map(({ name, foreground, background }) => {
          const ratio = contrastRatio(foreground, background);
          return (
            <tr key={name}>
              <td style={cell}>{name}</td>
              <td style={cell}>
                <span style={{ background, color: foreground, padding: '6px 12px', borderRadius: 6, fontWeight: 600 }}>
                  Aa Formation
                </span>
              </td>
              <td style={cell}>
                <code>{foreground}</code> sur <code>{background}</code>
              </td>
              <td style={cell}>{ratio.toFixed(2)} : 1</td>
              <td style={cell}>{contrastLevel(ratio)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

export function PaletteSwatches() {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: 12 }}>
      {Object.entries(palette).map(([name, value]) => (
        <figure key={name} style={{ margin: 0, border: '1px solid #e2e8f0', borderRadius: 12, overflow: 'hidden' }}>
          <div style={{ background: value, height: 64 }} />
          <figcaption style={{ padding: 8, fontSize: 13 }}>
            <strong>{name}</strong>
            <br />
            <code>{value}</code>
          </figcaption>
        </figure>
      ))}
    </div>
  );
}

export function TypeScale() {
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      {Object.entries(tokens.fontSize).map(([name, size]) => (
        <div key={name} style={{ display: 'grid', gridTemplateColumns: '160px 1fr', alignItems: 'baseline', gap: 16 }}>
          <code>
            {name}
            <br />
            <small>{size}</small>
          </code>
          <span
            style={{
              fontSize: size,
              fontFamily: name === 'display' || name.startsWith('h') ? tokens.font.heading : tokens.font.body,
              fontWeight: name === 'display' || name.startsWith('h') ? 700 : 400,
              lineHeight: 1.2,
            }}
          >
            L’accélérateur des formats TV
          </span>
        </div>
      ))}
    </div>
  );
}

export function SpaceScale() {
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      {Object.entries(tokens.space).map(([name, size]) => (
        <div key={name} style={{ display: 'grid', gridTemplateColumns: '160px 1fr', alignItems: 'center', gap: 16 }}>
          <code>
            {name} · {size}
          </code>
          <span style={{ display: 'block', height: 16, width: size, background: '#2563eb', borderRadius: 4 }} />
        </div>
      ))}
    </div>
  );
}
