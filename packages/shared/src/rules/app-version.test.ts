import { describe, expect, it } from 'vitest';

import { compareVersions, needsUpdate } from './app-version';

describe('compareVersions (spec §4 "Version check")', () => {
  it.each([
    ['an older patch compares below', '1.2.0', '1.2.1', -1],
    ['a newer minor compares above', '1.3.0', '1.2.9', 1],
    ['parts compare as numbers, not text', '1.10.0', '1.9.0', 1],
    ['equal versions compare equal', '1.2.0', '1.2.0', 0],
    ['a missing part counts as zero', '1.2', '1.2.0', 0],
    ['a longer version with a non-zero tail is newer', '1.2.0.1', '1.2', 1],
    ['leading zeros do not matter', '01.02', '1.2', 0],
    ['a major version wins over minor ones', '2.0', '1.99.99', 1],
    ['a letter makes it not a number', '1.2.0-beta', '1.2.0', Number.NaN],
    ['an empty part makes it not a number', '1..2', '1.2', Number.NaN],
    ['an empty version makes it not a number', '', '1.2', Number.NaN],
    ['a non-numeric remote makes it not a number', '1.2.0', 'latest', Number.NaN],
  ])('%s', (_behaviour, a, b, expected) => {
    expect(compareVersions(a, b)).toBe(expected);
  });
});

describe('needsUpdate (spec §4 "Version check")', () => {
  it.each([
    ['an older local version needs the update', '1.2.0', '1.3.0', true],
    ['the same version needs nothing', '1.2.0', '1.2.0', false],
    ['the same version written shorter needs nothing', '1.2', '1.2.0', false],
    ['a newer local version needs nothing', '1.4.0', '1.3.0', false],
    ['a non-numeric remote never asks for an update', '1.2.0', 'abc', false],
    ['a non-numeric local version never asks for an update', 'dev', '1.3.0', false],
  ])('%s', (_behaviour, current, remote, expected) => {
    expect(needsUpdate(current, remote)).toBe(expected);
  });
});
