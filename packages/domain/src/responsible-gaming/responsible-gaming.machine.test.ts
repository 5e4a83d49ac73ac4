import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { settle } from '../testing/index.ts';
import { connectResponsibleGaming } from './responsible-gaming.connect.ts';
import { type ResponsibleGamingInput, responsibleGamingMachine } from './responsible-gaming.machine.ts';

function start(input: Partial<ResponsibleGamingInput> = {}, answers: boolean[] = [true, true]) {
  const asked: string[] = [];
  const saveInterval = vi.fn<(minutes: number | null) => void>();
  const takeBreak = vi.fn<(days: number) => void>();
  const machine = responsibleGamingMachine.provide({
    actors: {
      confirm: fromPromise(async ({ input: question }: { input: { message: string } }) => {
        asked.push(question.message);
        return answers[asked.length - 1] ?? false;
      }),
    },
    actions: {
      saveInterval: (_, minutes) => saveInterval(minutes),
      takeBreak: (_, days) => takeBreak(days),
    },
  });
  const actor = createActor(machine, { input: { interval: 60, profile: 'standard', ...input } }).start();
  const vm = () => connectResponsibleGaming(actor.getSnapshot(), actor.send);
  return { actor, vm, asked, saveInterval, takeBreak };
}

describe('responsibleGamingMachine', () => {
  it('offers the intervals with off in standard, and keeps the one chosen', () => {
    const { vm, saveInterval } = start();
    expect(vm().intervals.map((option) => option.label)).toEqual([
      '关闭',
      '15分钟',
      '30分钟',
      '60分钟',
      '90分钟',
      '120分钟',
    ]);
    expect(vm().interval).toBe(60);
    vm().chooseInterval(0);
    expect(vm().interval).toBe(0);
    expect(saveInterval).toHaveBeenLastCalledWith(null);
    vm().chooseInterval(15);
    expect(saveInterval).toHaveBeenLastCalledWith(15);
  });

  it('in strict offers no off and refuses one', () => {
    const { vm, saveInterval } = start({ profile: 'strict' });
    expect(vm().intervals.map((option) => option.value)).toEqual([15, 30, 60, 90, 120]);
    vm().chooseInterval(0);
    expect(vm().interval).toBe(60);
    expect(saveInterval).not.toHaveBeenCalled();
  });

  it('takes a break only after asking twice, naming its length', async () => {
    const { vm, asked, takeBreak, actor } = start();
    expect(vm().breaks.map((option) => option.label)).toEqual(['24小时', '7天', '30天']);
    vm().takeBreak(7);
    expect(vm().asking).toBe(true);
    await settle();
    expect(asked).toEqual(['确定要暂停7天吗？暂停期间将无法在本设备登录。', '请再次确认：暂停7天，到期前无法撤销。']);
    expect(takeBreak).toHaveBeenCalledWith(7);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('takes no break when either question is declined', async () => {
    for (const answers of [[false], [true, false]]) {
      const { vm, asked, takeBreak } = start({}, answers);
      vm().takeBreak(1);
      await settle();
      expect(asked).toHaveLength(answers.length);
      expect(takeBreak).not.toHaveBeenCalled();
      expect(vm().asking).toBe(false);
    }
  });
});
