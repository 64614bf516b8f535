import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { changeLocale, initI18n } from '@mockexam/i18n';
import {
  Badge,
  Button,
  Dialog,
  FlowSteps,
  LoadError,
  Loading,
  Notice,
  ORDER_STATUS_COLOURS,
  PAYMENT_STATUS_COLOURS,
  Tabs,
} from './index';

beforeAll(async () => {
  await initI18n('en');
});

afterEach(async () => {
  cleanup();
  await changeLocale('en');
});

function DialogDemo({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    setOpen(false);
    onClose?.();
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>View order E0101</Button>
      <Dialog open={open} title="E0101" onClose={close} footer={<Button onClick={close}>Close</Button>}>
        Chinese Language
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('shows nothing until opened, is named by its title, and closes from its footer', async () => {
    render(<DialogDemo />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'View order E0101' }));
    expect(screen.getByRole('dialog', { name: 'E0101' })).toHaveTextContent('Chinese Language');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('tells its owner when Escape cancels it, so the state and the screen agree', async () => {
    const onClose = jest.fn();
    render(<DialogDemo onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'View order E0101' }));
    // The browser fires 'cancel' on the dialog when Escape is pressed.
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('plain building blocks', () => {
  it('a button never submits a form unless told to', () => {
    render(
      <form>
        <Button>Plain</Button>
        <Button type="submit" primary>
          Send
        </Button>
      </form>,
    );
    expect(screen.getByRole('button', { name: 'Plain' })).toHaveAttribute('type', 'button');
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('type', 'submit');
    expect(screen.getByRole('button', { name: 'Send' })).toHaveClass('button', 'button-primary');
  });

  it('warnings and errors are alerts, information a status', () => {
    render(
      <>
        <Notice type="warning" title="Pay in time" />
        <Notice type="info" title="Saved" />
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Pay in time');
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
  });

  it('a load error offers a retry in the page language', async () => {
    const onRetry = jest.fn();
    await changeLocale('zh-hk');
    render(<LoadError onRetry={onRetry} />);
    await userEvent.click(screen.getByRole('button', { name: '重試' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alert')).not.toHaveTextContent('Retry');
  });

  it('loading is announced in the page language', async () => {
    await changeLocale('zh-hk');
    render(<Loading />);
    expect(screen.getByRole('status')).toHaveTextContent('載入中…');
  });

  it('a status badge takes its status colour', () => {
    render(
      <>
        <Badge colour={ORDER_STATUS_COLOURS.confirmed}>Confirmed</Badge>
        <Badge colour={PAYMENT_STATUS_COLOURS.REJD}>Approval rejected</Badge>
      </>,
    );
    expect(screen.getByText('Confirmed')).toHaveClass('tag', 'tag-green');
    expect(screen.getByText('Approval rejected')).toHaveClass('tag', 'tag-red');
  });
});

describe('Tabs', () => {
  function Counter() {
    const [n, setN] = useState(0);
    return <Button onClick={() => setN(n + 1)}>{`Clicked ${n}`}</Button>;
  }
  const items = [
    { key: '1', label: 'Paper 1', content: <Counter /> },
    { key: '2', label: 'Paper 2', content: <p>Writing</p> },
  ];

  it('shows one panel, named by its tab; arrow keys move between tabs and show each', async () => {
    render(<Tabs label="Marking review" items={items} />);
    expect(screen.getByRole('tablist', { name: 'Marking review' })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: 'Paper 1' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Paper 2' })).toHaveAttribute('tabindex', '-1');
    await userEvent.click(screen.getByRole('tab', { name: 'Paper 1' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Paper 2' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Paper 2' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Paper 2' })).toHaveTextContent('Writing');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Paper 1' })).toHaveFocus();
  });

  it('keeps what the reader did in a panel when they come back to it', async () => {
    render(<Tabs label="Marking review" items={items} />);
    await userEvent.click(screen.getByRole('button', { name: 'Clicked 0' }));
    await userEvent.click(screen.getByRole('tab', { name: 'Paper 2' }));
    expect(screen.queryByRole('tabpanel', { name: 'Paper 1' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Paper 1' }));
    expect(screen.getByRole('button', { name: 'Clicked 1' })).toBeVisible();
  });
});

describe('FlowSteps', () => {
  const steps = [{ title: 'Register' }, { title: 'Log in' }, { title: 'Pay', content: 'FPS or bank transfer' }];

  it('ticks the steps before the current one and names the current one for screen readers', () => {
    render(<FlowSteps label="Steps" steps={steps} current={1} currentText="(current step)" />);
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.className)).toEqual([
      'flow-step flow-step-done',
      'flow-step flow-step-current',
      'flow-step flow-step-waiting',
    ]);
    expect(items.map((item) => item.getAttribute('aria-current'))).toEqual([null, 'step', null]);
    expect(items[1]).toHaveTextContent('2Log in(current step)');
    expect(items[2]).toHaveTextContent('FPS or bank transfer');
    expect(screen.getByRole('navigation', { name: 'Steps' })).toBeInTheDocument();
  });

  it("reads each step's number in words when asked to", () => {
    render(
      <FlowSteps label="Steps" steps={steps} current={0} currentText="(current)" numberText={(n) => `Step ${n}:`} />,
    );
    expect(screen.getAllByRole('listitem')[2]).toHaveTextContent('3Step 3:Pay');
  });
});
