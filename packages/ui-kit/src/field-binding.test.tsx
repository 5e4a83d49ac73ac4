import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { type BindableForm, bindField } from './field-binding.ts';
import { TextField } from './text-field.tsx';

type Fields = { mobile: string; agreed: boolean };

/** A form whose check blames the mobile while it has fewer than 11 digits, and which cleans typing to digits. */
function MobileForm({ changes }: { changes: string[] }) {
  const [values, setValues] = useState<Fields>({ mobile: '138', agreed: false });
  const form: BindableForm<Fields> = {
    values,
    fieldError: (field) => (field === 'mobile' && values.mobile.length < 11 ? '请输入正确的手机号' : undefined),
    setField: (field, value) => {
      changes.push(`${field}=${value}`);
      setValues((old) => ({ ...old, [field]: value.replace(/\D/g, '') }));
    },
  };
  return <TextField label="手机号" {...bindField(form, 'mobile')} />;
}

describe('bindField', () => {
  it("shows the form's value and message, and sends each change of the field to the form", async () => {
    const changes: string[] = [];
    const screen = await render(<MobileForm changes={changes} />);
    const input = screen.getByRole('textbox', { name: '手机号' });
    await expect.element(input).toHaveValue('138');
    await expect.element(input).toHaveAttribute('name', 'mobile');
    await expect.element(input).toHaveAccessibleDescription('请输入正确的手机号');
    await input.fill('138-1234-5678');
    expect(changes.at(-1)).toBe('mobile=138-1234-5678');
    // The form's cleaned value shows, and its message goes once the check passes.
    await expect.element(input).toHaveValue('13812345678');
    await expect.element(input).not.toHaveAttribute('aria-invalid');
  });
});
