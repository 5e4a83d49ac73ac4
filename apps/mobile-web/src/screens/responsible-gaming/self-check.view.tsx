import type { SelfCheckViewModel } from '@lobby/domain/protection';
import { Button } from '@lobby/ui-kit';
import type { FormEvent } from 'react';

/** The self-check's nine questions, each a group of four answers, 查看结果 and the result (its score and band). */
export function SelfCheckView({ vm }: { vm: SelfCheckViewModel }) {
  const onScore = (event: FormEvent) => {
    event.preventDefault();
    vm.score();
  };
  return (
    <>
      <p>{vm.intro}</p>
      <form noValidate onSubmit={onScore} aria-label="自我评估问卷">
        <ol className="responsible__questions">
          {vm.questions.map((question, index) => (
            <li key={question.text}>
              <fieldset>
                <legend>{question.text}</legend>
                <div className="responsible__answers">
                  {vm.answers.map((answer) => (
                    <label key={answer.score}>
                      <input
                        type="radio"
                        name={`self-check-${index}`}
                        checked={question.answer === answer.score}
                        onChange={() => vm.answer(index, answer.score)}
                      />
                      {answer.label}
                    </label>
                  ))}
                </div>
              </fieldset>
            </li>
          ))}
        </ol>
        <Button type="submit" block>
          查看结果
        </Button>
      </form>
      <div role="status" className="responsible__result">
        {vm.result &&
          (vm.result.ok ? (
            <>
              <strong>{vm.result.scoreText}</strong>
              <p>{vm.result.text}</p>
            </>
          ) : (
            <p>{vm.result.message}</p>
          ))}
      </div>
    </>
  );
}
