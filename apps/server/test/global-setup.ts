import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where this run keeps its migrated and seeded database images (test/test-db.ts). */
    seededImagesDir: string;
  }
}

/** One folder of images per run and project: a later run never starts from an image of older code. */
export default function setup(project: TestProject): () => void {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spesa-test-images-'));
  project.provide('seededImagesDir', dir);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
