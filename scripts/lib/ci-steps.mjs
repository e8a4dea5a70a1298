// Reads a `.ci/run` log into its steps and their times. `.ci/run` prints a line
// "== HH:MM:SS <step> (what it runs)" as each step starts and "== HH:MM:SS done" at the end; a
// step lasts until the next line's time. An older `.ci/run` began with a line of the node and
// npm versions, which started `npm ci`.
// Used by scripts/ci-figures.mjs (docs/figures/ci.json) and scripts/bench-ci.mjs (base against
// head).

/**
 * @param {string} log
 * @returns {{ steps: { step: string, seconds: number }[], total: number, finished: boolean }}
 */
export function ciSteps(log) {
  const marks = [...log.matchAll(/^== (\d\d):(\d\d):(\d\d) (.+)$/gm)].map((match) => ({
    at: Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]),
    step: match[4].replace(/\s*\(.*$/, '').trim(),
  }));
  if (marks.length < 2) throw new Error('no "== HH:MM:SS step" lines in the log');
  // A run past midnight counts on.
  const between = (from, to) => (to - from + 86_400) % 86_400;
  const steps = marks.slice(0, -1).map((mark, index) => ({
    step: mark.step.startsWith('node v') ? 'npm ci' : mark.step,
    seconds: between(mark.at, marks[index + 1].at),
  }));
  return {
    steps,
    total: between(marks[0].at, marks.at(-1).at),
    finished: marks.at(-1).step === 'done',
  };
}

/** 754 → '12 min 34 s', 52 → '52 s'. */
export function duration(seconds) {
  const minutes = Math.floor(seconds / 60);
  return minutes > 0 ? `${minutes} min ${seconds % 60} s` : `${seconds} s`;
}
