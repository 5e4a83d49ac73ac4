// The load unit's entry: exactly what code outside src/load/ uses of it.
export { connectLoad, type LoadViewModel } from './load.connect.ts';
export { createLoadMachine, type LoadParams } from './load.machine.ts';
