/**
 * The files a visitor dropped or chose, uploaded one at a time in the order given
 * (spec 000 section 9: a queue of one file at a time). Free of React: the upload field
 * hands it an uploader and listens to what it reports.
 */
import type { CallResult } from './uploadCalls.ts';

export interface QueuedUpload {
  id: number;
  name: string;
  /** 0 to 1; 0 while the file waits its turn. */
  progress: number;
  /** True for the file on its way now. */
  active: boolean;
}

export type Uploader = (file: File, onProgress: (fraction: number) => void) => Promise<CallResult<string>>;

export interface UploadListener {
  /** The files not yet done, in order; called on every change. */
  changed: (pending: QueuedUpload[]) => void;
  uploaded: (file: File, path: string) => void;
  failed: (file: File, messages: string[]) => void;
}

interface Entry {
  id: number;
  file: File;
  progress: number;
}

export class UploadQueue {
  private readonly entries: Entry[] = [];
  private running = false;
  private stopped = false;
  private nextId = 0;

  constructor(
    private readonly upload: Uploader,
    private readonly listener: UploadListener,
  ) {}

  /** Files waiting or on their way. */
  get size(): number {
    return this.entries.length;
  }

  add(files: readonly File[]): void {
    if (this.stopped || files.length === 0) return;
    for (const file of files) this.entries.push({ id: (this.nextId += 1), file, progress: 0 });
    this.report();
    void this.run();
  }

  /** No further uploads start and nothing more is reported (the field went away). */
  stop(): void {
    this.stopped = true;
  }

  private report(): void {
    if (this.stopped) return;
    this.listener.changed(this.entries.map((entry, index) => ({ id: entry.id, name: entry.file.name, progress: entry.progress, active: index === 0 && this.running })));
  }

  private async run(): Promise<void> {
    if (this.running) return;
    this.running = true;
    while (this.entries.length > 0 && !this.stopped) {
      const entry = this.entries[0];
      this.report();
      const result = await this.upload(entry.file, (fraction) => {
        entry.progress = Math.max(0, Math.min(1, fraction));
        this.report();
      });
      this.entries.shift();
      if (this.stopped) break;
      if (result.ok) this.listener.uploaded(entry.file, result.value);
      else this.listener.failed(entry.file, result.messages);
    }
    this.running = false;
    this.report();
  }
}
