import { connectForm, type FormError } from '@lobby/domain/form';
import { messages } from '@lobby/domain/messages';
import {
  checkPasswordChange,
  cleanLoginPasswordChange,
  cleanPayPasswordChange,
  PASSWORD_LIMITS,
  type PasswordChangeForm,
} from '@lobby/domain/profile';
import { useMemo } from 'react';
import { useSearch } from 'wouter';
import { goBack } from '../../ground/routing/hash-location.ts';
import { useMachine } from '../../wiring/app/actor-state.ts';
import { useAppActor } from '../../wiring/app/app-actor.tsx';
import { dialogs, toaster } from '../../wiring/app/effects.ts';
import { liveLoginPasswordMachine, livePayPasswordMachine } from './password.providers.ts';
import { PasswordView } from './password.view.tsx';

const EMPTY: PasswordChangeForm = { current: '', next: '', confirm: '' };

/** 新旧密码不能一致！ empties the form (part 2 §5, rule 7). */
const clearsOn = (failure: FormError) => failure.message === messages['password.same'];

/**
 * /password?type=1|2: type 1 the login password (success ends the session: storage cleared, polling stopped,
 * /login), type 2 the payment password (success confirms in an alert and empties the form). Any other type is
 * read as 1, the page the settings list opens first: a bad link still shows a working page.
 */
export function PasswordScreen() {
  const type = new URLSearchParams(useSearch()).get('type') === '2' ? 2 : 1;
  // A new type is a new form: nothing typed for one password carries over to the other.
  return <PasswordForm key={type} type={type} />;
}

function PasswordForm({ type }: { type: 1 | 2 }) {
  const app = useAppActor();
  const machine = useMemo(
    () =>
      type === 1
        ? liveLoginPasswordMachine.provide({
            actions: {
              succeed: () => {
                toaster.show(messages['password.changed'], { kind: 'success' });
                app.send({ type: 'session.end' });
              },
            },
          })
        : livePayPasswordMachine.provide({
            actions: {
              succeed: () => {
                void dialogs.alert({ title: '提示', message: messages['password.changed'] });
              },
            },
          }),
    [app, type],
  );
  const [snapshot, send] = useMachine(machine, {
    input: {
      values: EMPTY,
      check: checkPasswordChange,
      clean: type === 1 ? cleanLoginPasswordChange : cleanPayPasswordChange,
      clearsOn,
      clearOnSuccess: type === 2,
    },
  });
  return (
    <PasswordView
      vm={connectForm(snapshot, send)}
      type={type}
      loginMaxLength={PASSWORD_LIMITS.loginMaxLength}
      payLength={PASSWORD_LIMITS.payPasswordLength}
      onBack={() => goBack('/mine')}
    />
  );
}

/** The route table loads the screen by its default export. */
export default PasswordScreen;
