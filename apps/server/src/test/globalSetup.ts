import type { TestProject } from 'vitest/node';
import { createTestDatabaseTemplate } from './testDatabase.js';

/** Migrates one database per run; every test file then starts from a copy of it (src/test/testDatabase.ts). */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { template, remove } = await createTestDatabaseTemplate();
  project.provide('testDatabaseTemplate', template);
  return remove;
}
