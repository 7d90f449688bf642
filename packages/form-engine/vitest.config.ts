import { defineProject } from 'vitest/config';

export default defineProject({ test: { name: 'form-engine', include: ['src/**/*.test.ts'] } });
