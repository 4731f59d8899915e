import { useState, type ComponentType } from 'react';

type TextInputProps = { value: string; onChange: (value: string, event: never) => void };

/** A text field a story can type into: the value lives in state, and every change still reaches the story's `onChange` spy. */
export function controlled<Props extends TextInputProps>(Field: ComponentType<Props>) {
  return function Controlled(props: Props) {
    const [value, setValue] = useState(props.value);
    return (
      <Field
        {...props}
        value={value}
        onChange={(next: string, event: Parameters<Props['onChange']>[1]) => {
          setValue(next);
          props.onChange(next, event);
        }}
      />
    );
  };
}
