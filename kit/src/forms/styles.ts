import styled from 'styled-components';

/** The portal's form look (sign-up, profile, contact, address): one column on a phone, two on wider screens. */
export const FormCard = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  max-width: 720px;
  padding: ${({ theme }) => theme.space(6)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    padding: ${({ theme }) => theme.space(4)};
  }
`;

export const FieldGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  /* A hint under one field must not stretch its neighbour's input. */
  align-items: start;
`;

export const FieldBox = styled.div`
  display: grid;
  /* One column no wider than the box: a file input's or a long option's own width must not push past it. */
  grid-template-columns: minmax(0, 1fr);
  align-content: start;
  gap: ${({ theme }) => theme.space(1)};
  label {
    font-weight: 600;
  }
  input,
  select,
  textarea {
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 8px;
    font: inherit;
    background: #fff;
  }
  textarea {
    padding: ${({ theme }) => theme.space(3)};
  }
  /* A value the member reads but cannot change (the profile's e-mail) must not look like a field to fill. */
  input[readonly] {
    border-style: dashed;
    background: ${({ theme }) => theme.colors.page};
    color: ${({ theme }) => theme.colors.muted};
  }
  input[aria-invalid='true'],
  select[aria-invalid='true'],
  textarea[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.error};
  }
  input:focus-visible,
  select:focus-visible,
  textarea:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 1px;
  }
`;

export const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.error};
  font-size: 14px;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
`;

export const CheckRow = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  input {
    width: 20px;
    height: 20px;
  }
`;

export const Notice = styled.p<{ $tone?: 'error' | 'success' }>`
  margin: 0;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: 8px;
  background: ${({ theme, $tone }) => ($tone === 'error' ? '#fbeaea' : $tone === 'success' ? '#e7f4ec' : theme.colors.page)};
  color: ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.error : $tone === 'success' ? theme.colors.success : theme.colors.text)};
`;
