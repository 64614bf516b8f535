// A flow's steps (the registration flow's four, above register, select papers, checkout and the order
// review), in antd's small steps' look from the shell's stylesheet (`.flow-steps`). One layout at every
// width, titles under the numbers: decided without measuring the window, so a pre-rendered copy and the
// live page agree.

interface Step {
  title: string;
  /** A line under the title, such as a step's parts. */
  content?: string;
}

interface Props {
  /** The navigation's accessible name. */
  label: string;
  steps: Step[];
  /** The current step's index: the steps before it are done. */
  current: number;
  /** Read after the current step's title, e.g. "(current step)". */
  currentText: string;
  /** Each step's number as a screen reader should hear it, e.g. "Step 1:"; without it, titles carry their numbers. */
  numberText?: (n: number) => string;
  className?: string;
}

export function FlowSteps({ label, steps, current, currentText, numberText, className }: Props) {
  return (
    <nav aria-label={label} className={className}>
      <ol className="flow-steps">
        {steps.map(({ title, content }, index) => {
          const state = index < current ? 'done' : index === current ? 'current' : 'waiting';
          return (
            <li
              key={title}
              className={`flow-step flow-step-${state}`}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              {/* The drawn number (or tick) is for the eye; a screen reader hears the number once, in words. */}
              <span className="flow-step-icon" aria-hidden="true">
                {state === 'done' ? '✓' : index + 1}
              </span>
              <span className="flow-step-title">
                {numberText && <span className="visually-hidden">{numberText(index + 1)}</span>}
                {title}
                {state === 'current' && <span className="visually-hidden">{currentText}</span>}
              </span>
              {content && <span className="flow-step-content">{content}</span>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
