/**
 * Hash parameters as conditional blocks and buttons read them: '#tab=2&kleur=rood'
 * is {tab: '2', kleur: 'rood'}; a plain hash id '#contact' is {contact: ''}.
 */

function decode(part: string): string {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' '));
  } catch {
    return part;
  }
}

export function hashParams(hash: string): Map<string, string> {
  const params = new Map<string, string>();
  for (const pair of hash.replace(/^#/, '').split('&')) {
    if (!pair) continue;
    const [key, ...rest] = pair.split('=');
    if (key) params.set(decode(key), decode(rest.join('=')));
  }
  return params;
}
