import os from 'node:os';

/** The machine's load as a benchmark prints it last, so a reader can judge the run's figures. */
export const loadAverageLine = (): string =>
  `load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')} (${os.cpus().length} cores)`;
