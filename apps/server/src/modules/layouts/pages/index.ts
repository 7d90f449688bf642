import type { PageTemplate } from '../page.js';
import { dashboardPage } from './dashboard.js';
import { MY_HEALTH_PAGES } from './myHealth/index.js';
import { myStatisticsPage } from './myStatistics.js';
import { myBiomarkersPage } from './statistics/myBiomarkers.js';
import { myFitnessPage } from './statistics/myFitness.js';
import { myGenesPage } from './statistics/myGenes.js';
import { myLifestylePage } from './statistics/myLifestyle.js';
import { myMeasurementsPage } from './statistics/myMeasurements.js';
import { myScansPage } from './statistics/myScans.js';

/** Every page template the layouts call can build, by layout path. */
export const PAGES: readonly PageTemplate[] = [
  dashboardPage,
  ...MY_HEALTH_PAGES,
  myStatisticsPage,
  myGenesPage,
  myFitnessPage,
  myMeasurementsPage,
  myBiomarkersPage,
  myLifestylePage,
  myScansPage,
];

export const PAGES_BY_NAME: ReadonlyMap<string, PageTemplate> = (() => {
  const byName = new Map<string, PageTemplate>();
  for (const page of PAGES) {
    if (byName.has(page.name)) throw new Error(`Two page templates are named ${page.name}`);
    byName.set(page.name, page);
  }
  return byName;
})();
