// The design tokens as the browser has them right now: names from the theme's stylesheet rules
// (`:root` / `.balance-theme`), values from the computed style, so the Foundations page can never
// drift from theme.css.
export type Token = { name: string; value: string };

function isThemeRule(rule: CSSRule): rule is CSSStyleRule {
  return (
    rule instanceof CSSStyleRule &&
    rule.selectorText.split(',').some((s) => [':root', '.balance-theme'].includes(s.trim()))
  );
}

/** Every custom property the theme declares, in declaration order, with its current value. */
export function readTokens(doc: Document = document, scope: Element = doc.documentElement): Token[] {
  const names = new Set<string>();
  for (const sheet of Array.from(doc.styleSheets)) {
    let rules: CSSRuleList;
    try {
      rules = sheet.cssRules;
    } catch {
      continue; // a cross-origin sheet cannot be read, and is not the theme
    }
    for (const rule of Array.from(rules)) {
      if (!isThemeRule(rule)) continue;
      for (const property of Array.from(rule.style)) if (property.startsWith('--')) names.add(property);
    }
  }
  const computed = getComputedStyle(scope);
  return [...names].map((name) => ({ name, value: computed.getPropertyValue(name).trim() }));
}
