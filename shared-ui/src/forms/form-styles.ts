import { css, type Theme } from '@emotion/react';
import styled from '@emotion/styled';

export const FormStack = styled.form`
  display: grid;
  gap: 1rem;
`;

export const FieldBlock = styled.div`
  display: grid;
  gap: 0.35rem;
`;

export const Label = styled.label`
  font-weight: 700;
`;

/** One look for every text box and select of a form. */
const fieldControl = ({ theme }: { theme: Theme }) => css`
  width: 100%;
  min-height: 44px;
  padding: 0.6rem 0.8rem;
  border: 2px solid ${theme.colors.border};
  border-radius: 10px;
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  /* 16px at least: iOS zooms into smaller inputs, and zoom is locked on iPhone (LAYOUT-5). */
  font: inherit;
  font-size: max(1rem, 16px);
  &[aria-invalid='true'] {
    border-color: ${theme.colors.danger};
  }
`;

export const Input = styled.input(fieldControl);

export const FieldError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.95rem;
`;

export const Hint = styled.div`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.95rem;
`;

export const LinkRow = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 0.75rem;
  justify-content: space-between;
`;

export const CheckboxLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 44px;
  input {
    /* A label on two lines (a phone) must not squeeze the box. */
    flex: none;
    width: 1.2rem;
    height: 1.2rem;
  }
`;

export const Select = styled.select(fieldControl);
