import type { WorkspaceKind } from '@orbit/shared';
import { useTranslation } from 'react-i18next';
import { ChoiceCard } from './ChoiceCard';
import './authStrings';

type WorkspaceKindChoiceProps = {
  value: WorkspaceKind;
  onChange: (kind: WorkspaceKind) => void;
  legend: string;
};

/** Team or personal, as radio cards. */
export function WorkspaceKindChoice({ value, onChange, legend }: WorkspaceKindChoiceProps) {
  const { t } = useTranslation('auth');
  const options: { kind: WorkspaceKind; label: string; hint: string }[] = [
    { kind: 'team', label: t('useCase.team'), hint: t('useCase.teamHint') },
    { kind: 'personal', label: t('useCase.personal'), hint: t('useCase.personalHint') },
  ];
  return (
    <fieldset className="auth-fieldset">
      <legend>{legend}</legend>
      <div className="auth-choices">
        {options.map((option) => (
          <ChoiceCard
            key={option.kind}
            name="kind"
            value={option.kind}
            checked={value === option.kind}
            onChange={() => onChange(option.kind)}
            label={option.label}
            hint={option.hint}
          />
        ))}
      </div>
    </fieldset>
  );
}
