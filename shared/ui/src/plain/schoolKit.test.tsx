import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DropZone, Switch, Tip } from './index';

describe('Tip', () => {
  it('names and describes its mark, and shows on hover and on focus until Escape', async () => {
    render(<Tip text="Row 3: Class not entered">!</Tip>);
    const mark = screen.getByRole('img', { name: 'Row 3: Class not entered' });
    expect(mark).toHaveAttribute('tabindex', '0');
    expect(mark).toHaveAccessibleDescription('Row 3: Class not entered');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await userEvent.hover(mark);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Row 3: Class not entered');
    await userEvent.unhover(mark);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => mark.focus());
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});

describe('Switch', () => {
  it('is a switch named by its label', async () => {
    function Owner() {
      const [on, setOn] = useState(false);
      return (
        <Switch checked={on} onChange={setOn}>
          Only errors
        </Switch>
      );
    }
    render(<Owner />);
    const control = screen.getByRole('switch', { name: 'Only errors' });
    expect(control).not.toBeChecked();
    await userEvent.click(screen.getByText('Only errors'));
    expect(control).toBeChecked();
  });
});

describe('DropZone', () => {
  it('gives a chosen or dropped file, and none while disabled', async () => {
    const onFile = jest.fn();
    const file = new File(['x'], 'list.xlsx');
    const { rerender } = render(
      <DropZone label="File to import" onFile={onFile}>
        Choose or drop
      </DropZone>,
    );
    await userEvent.upload(screen.getByLabelText('File to import'), file);
    expect(onFile).toHaveBeenLastCalledWith(file);
    fireEvent.drop(screen.getByText('Choose or drop'), { dataTransfer: { files: [file] } });
    expect(onFile).toHaveBeenCalledTimes(2);
    rerender(
      <DropZone label="File to import" onFile={onFile} disabled>
        Choose or drop
      </DropZone>,
    );
    fireEvent.drop(screen.getByText('Choose or drop'), { dataTransfer: { files: [file] } });
    expect(onFile).toHaveBeenCalledTimes(2);
    expect(screen.getByLabelText('File to import')).toBeDisabled();
  });
});
