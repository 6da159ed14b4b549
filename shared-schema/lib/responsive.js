/**
 * Per-breakpoint values (definitions/responsive.schema.json).
 *
 * A field marked `x-field.responsive` holds either its plain value, the base, exactly
 * as before, or an object with that base and a value per breakpoint of the spec:
 *
 *   "padding_top": { "base": "10", "1190": "16", "1600": "24" }
 *
 * A breakpoint's value applies from its min-width up (mobile first) until a larger
 * breakpoint has a value of its own. An object with only a base is stored as the plain
 * value again, so a field nobody set per breakpoint stays exactly as it was.
 *
 * These helpers are plain functions on values; they never touch the schema, so the
 * dashboard form, the editor and the renderers read and write values the same way.
 */

/** Breakpoint keys, smallest first, as stored. */
export const BREAKPOINT_KEYS = Object.freeze(['640', '768', '1190', '1340', '1600']);

/** 'base' (below the smallest breakpoint) or one of BREAKPOINT_KEYS. */
const BASE = 'base';

/**
 * The breakpoints with their min-width and Dutch label, base first (min_width 0), from
 * the schema file (`$defs.breakpoint.x-options`).
 * @param {object} responsiveSchema definitions/responsive.schema.json
 */
export function breakpointList(responsiveSchema) {
  return responsiveSchema.$defs.breakpoint['x-options'].map((entry) => ({
    value: entry.value,
    min_width: entry.min_width,
    label: entry.label,
  }));
}

function isRecord(value) {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A key's own value (never one inherited through the prototype). */
function own(value, key) {
  return Object.hasOwn(value, key) ? value[key] : undefined;
}

/** True for the object form ({base, 640?, ...}); a plain value is false. */
export function isResponsiveValue(value) {
  return isRecord(value) && Object.hasOwn(value, BASE);
}

/** The base: the plain value itself, or the object's `base`. */
export function baseValue(value) {
  return isResponsiveValue(value) ? own(value, BASE) : value;
}

function isBreakpoint(breakpoint) {
  return breakpoint === BASE || BREAKPOINT_KEYS.includes(breakpoint);
}

function assertBreakpoint(breakpoint) {
  if (!isBreakpoint(breakpoint)) throw new Error(`Unknown breakpoint '${breakpoint}'`);
}

/** A value counts as set at a breakpoint unless it is missing or ''. */
function isSet(value) {
  return value !== undefined && value !== null && value !== '';
}

/** The value set at exactly this breakpoint ('base' gives the base), or undefined. */
export function ownBreakpointValue(value, breakpoint) {
  assertBreakpoint(breakpoint);
  if (breakpoint === BASE) return baseValue(value);
  if (!isResponsiveValue(value)) return undefined;
  return isSet(own(value, breakpoint)) ? own(value, breakpoint) : undefined;
}

/**
 * The value in effect at a breakpoint: its own value, else the nearest smaller
 * breakpoint's, else the base (mobile first).
 */
export function breakpointValue(value, breakpoint) {
  assertBreakpoint(breakpoint);
  if (!isResponsiveValue(value)) return value;
  const upTo = breakpoint === BASE ? -1 : BREAKPOINT_KEYS.indexOf(breakpoint);
  for (let index = upTo; index >= 0; index -= 1) {
    const set = own(value, BREAKPOINT_KEYS[index]);
    if (isSet(set)) return set;
  }
  return own(value, BASE);
}

/**
 * A new value with `next` set at a breakpoint ('base' sets the base). `next` '' or
 * undefined at a breakpoint removes that breakpoint's own value (it inherits again).
 * Returns the plain value when only the base is left.
 */
export function setBreakpointValue(value, breakpoint, next) {
  assertBreakpoint(breakpoint);
  const result = isResponsiveValue(value) ? compactObject(value) : { [BASE]: value };
  if (breakpoint === BASE) result[BASE] = next;
  else if (isSet(next)) result[breakpoint] = next;
  else delete result[breakpoint];
  return compactResponsive(result);
}

/**
 * The stored form: unset breakpoints dropped, and the plain base when no breakpoint has
 * a value of its own.
 */
export function compactResponsive(value) {
  if (!isResponsiveValue(value)) return value;
  const result = compactObject(value);
  return Object.keys(result).length === 1 ? result[BASE] : result;
}

function compactObject(value) {
  const result = { [BASE]: own(value, BASE) };
  for (const key of BREAKPOINT_KEYS) if (isSet(own(value, key))) result[key] = own(value, key);
  return result;
}

/** [[breakpoint, value], ...] of the breakpoints with a value of their own, smallest first. */
export function breakpointEntries(value) {
  if (!isResponsiveValue(value)) return [];
  return BREAKPOINT_KEYS.filter((key) => isSet(own(value, key))).map((key) => [key, own(value, key)]);
}
