import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { describeAuthError } from '../../../lib/auth-error';
import { PASSWORD_RULE, checkFields, serverFieldErrors } from '../../../lib/auth-rules';
import { paths } from '../../../lib/paths';
import { signUpInput, useSignUp } from '../api/sign-up';
import '../components/auth-forms.css';
import { AuthForm } from '../components/auth-form';
import { Field } from '../components/field';
import { SubmitButton } from '../../../ui/form-alert';
import { useFormFeedback } from '../components/use-form-feedback';

const FIELDS = ['firstName', 'lastName', 'email', 'password'] as const;

/** /auth/signup: name, email and password; then "check your mail" at /auth/signupconfirmation?email=…. */
export default function SignupPage() {
  const navigate = useNavigate();
  const signUp = useSignUp();
  const feedback = useFormFeedback(FIELDS);
  const [values, setValues] = useState({ firstName: '', lastName: '', email: '', password: '' });
  const set = (name: (typeof FIELDS)[number]) => (value: string) => setValues((v) => ({ ...v, [name]: value }));

  const submit = async () => {
    const checked = checkFields(signUpInput, values);
    if (!checked.ok) return feedback.show(checked.errors);
    feedback.clear();
    try {
      await signUp.mutateAsync(checked.data);
      navigate(`${paths.signupConfirmation.to()}?${new URLSearchParams({ email: checked.data.email })}`);
    } catch (error) {
      const fields = serverFieldErrors(error, describeAuthError);
      const named = { first_name: 'firstName', last_name: 'lastName' } as Record<string, string>;
      const mapped = Object.fromEntries(Object.entries(fields).map(([field, text]) => [named[field] ?? field, text]));
      feedback.show(mapped, Object.keys(mapped).length ? null : describeAuthError(error));
    }
  };

  return (
    <section className="auth-page" aria-labelledby="signup-title">
      <h1 id="signup-title">Create your account</h1>
      <p className="field__hint">For teachers and school admins. We will email you a link to confirm your address.</p>
      <AuthForm feedback={feedback} busy={signUp.isPending} onSubmit={submit}>
        <div className="field-pair">
          <Field
            label="First name"
            autoComplete="given-name"
            value={values.firstName}
            onChange={set('firstName')}
            maxLength={100}
            {...feedback.field('firstName')}
          />
          <Field
            label="Last name"
            autoComplete="family-name"
            value={values.lastName}
            onChange={set('lastName')}
            maxLength={100}
            {...feedback.field('lastName')}
          />
        </div>
        <Field
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
          value={values.email}
          onChange={set('email')}
          hint="Your school address, if you have one."
          {...feedback.field('email')}
        />
        <Field
          label="Password"
          type="password"
          autoComplete="new-password"
          value={values.password}
          onChange={set('password')}
          hint={PASSWORD_RULE}
          {...feedback.field('password')}
        />
        <SubmitButton pending={signUp.isPending} pendingLabel="Creating your account…">
          Create account
        </SubmitButton>
      </AuthForm>
      <div className="auth-links">
        <p>
          Already have an account? <Link to={paths.login.to()}>Sign in</Link>
        </p>
      </div>
    </section>
  );
}
