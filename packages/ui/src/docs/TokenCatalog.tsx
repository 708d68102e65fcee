import { type CSSProperties, type ReactNode, useEffect, useState } from 'react';
import { readTokens, type Token } from './readTokens';
import styles from './TokenCatalog.module.css';

export type TokenKind = 'color' | 'type' | 'space' | 'radius' | 'shadow' | 'other';

const PREFIXES: Record<Exclude<TokenKind, 'other'>, string[]> = {
  color: ['--color-', '--focus-ring-color'],
  type: ['--font-', '--line-height'],
  space: ['--space-'],
  radius: ['--radius-'],
  shadow: ['--shadow-'],
};

function kindOf(name: string): TokenKind {
  for (const [kind, prefixes] of Object.entries(PREFIXES))
    if (prefixes.some((prefix) => name.startsWith(prefix))) return kind as TokenKind;
  return 'other';
}

/** What a token looks like when used: the sample is styled with `var(<token>)`, never a copied value. */
function Sample({ kind, name }: { kind: TokenKind; name: string }): ReactNode {
  const token = `var(${name})`;
  if (kind === 'color') return <span className={styles.swatch} style={{ background: token }} />;
  if (kind === 'space') return <span className={styles.bar} style={{ width: token }} />;
  if (kind === 'radius') return <span className={styles.corner} style={{ borderRadius: token }} />;
  if (kind === 'shadow') return <span className={styles.card} style={{ boxShadow: token }} />;
  if (kind === 'type') {
    const style: CSSProperties = name.startsWith('--font-size')
      ? { fontSize: token }
      : name.startsWith('--font-weight')
        ? { fontWeight: token }
        : name === '--font-mono'
          ? { fontFamily: token }
          : name === '--line-height'
            ? { lineHeight: token }
            : { fontFamily: token };
    return (
      <span className={styles.text} style={style}>
        Balance back office 1234
      </span>
    );
  }
  return null;
}

/**
 * The theme's tokens of one kind, read from the page when it renders (names from the stylesheet,
 * values from the computed style), each with a sample drawn through the token itself.
 */
export function TokenCatalog({ kind, label }: { kind: TokenKind; label: string }) {
  const [tokens, setTokens] = useState<Token[] | null>(null);
  useEffect(() => {
    const read = () => setTokens(readTokens().filter((token) => kindOf(token.name) === kind));
    read();
    // Stylesheets that finish loading after the first read (a slow CSS chunk) are picked up too.
    window.addEventListener('load', read);
    return () => window.removeEventListener('load', read);
  }, [kind]);
  if (tokens === null) return <p className={styles.note}>Reading the theme…</p>;
  if (tokens.length === 0) return <p className={styles.note}>The theme stylesheet is not loaded.</p>;
  return (
    <table className={`balance-theme ${styles.table}`}>
      <caption className={styles.caption}>{label}</caption>
      <thead>
        <tr>
          <th scope="col">Token</th>
          <th scope="col">Value now</th>
          {kind !== 'other' && <th scope="col">Sample</th>}
        </tr>
      </thead>
      <tbody>
        {tokens.map((token) => (
          <tr key={token.name}>
            <th scope="row">
              <code>{token.name}</code>
            </th>
            <td>
              <code>{token.value}</code>
            </td>
            {kind !== 'other' && (
              <td>
                <Sample kind={kind} name={token.name} />
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
