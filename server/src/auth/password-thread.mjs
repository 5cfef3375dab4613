// What each password thread of password-workers.ts runs: bcryptjs, synchronously, off the thread
// that answers requests. Plain JavaScript, so worker threads load it as it is from the sources
// (vitest, tsx) and beside the built server alike.
import bcrypt from 'bcryptjs';

export const hash = (task) => bcrypt.hashSync(task.password, task.cost);

export const compare = (task) => bcrypt.compareSync(task.password, task.hash);
