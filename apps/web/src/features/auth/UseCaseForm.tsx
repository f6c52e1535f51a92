import type { WorkspaceKind } from '@orbit/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../ui/Button';
import { ChoiceCard } from './ChoiceCard';
import { chosenTemplate } from './chosenTemplate';
import { FormAlert } from './FormAlert';
import { useAdvanceOnboarding } from './useAdvanceOnboarding';
import { isUseCase, type UseCase, useCases } from './useCases';
import { useFormErrors } from './useFormErrors';
import { WorkspaceKindChoice } from './WorkspaceKindChoice';
import { workspaceStepPath } from './workspaceStepPath';
import './authStrings';

/** Onboarding step: team or personal, and the use case whose template seeds the workspace. */
export function UseCaseForm() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [kind, setKind] = useState<WorkspaceKind>('team');
  const [useCase, setUseCase] = useState<UseCase>(() => {
    const remembered = chosenTemplate.read();
    return isUseCase(remembered) ? remembered : 'project-management';
  });
  const advance = useAdvanceOnboarding();
  const errors = useFormErrors(advance.error);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (advance.isPending) return;
    advance.mutate(
      { step: 'create-workspace', kind, useCase },
      { onSuccess: () => navigate(workspaceStepPath(kind, useCase)) },
    );
  }

  return (
    <form className="auth-form" onSubmit={submit}>
      {errors.message && <FormAlert>{errors.message}</FormAlert>}
      <WorkspaceKindChoice value={kind} onChange={setKind} legend={t('useCase.kind')} />
      <fieldset className="auth-fieldset">
        <legend>{t('useCase.template')}</legend>
        <div className="auth-choices">
          {useCases.map((id) => (
            <ChoiceCard
              key={id}
              name="useCase"
              value={id}
              checked={useCase === id}
              onChange={() => setUseCase(id)}
              label={t(`useCase.templates.${id}`)}
              hint={t(`useCase.templateHints.${id}`)}
            />
          ))}
        </div>
      </fieldset>
      <Button
        type="submit"
        variant="primary"
        size="lg"
        fullWidth
        disabled={advance.isPending}
        loading={advance.isPending}
        aria-label={t('common.continue')}
      >
        {t('common.continue')}
      </Button>
    </form>
  );
}
