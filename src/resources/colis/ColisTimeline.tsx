import { Step, StepLabel, Stepper, useMediaQuery, type Theme } from '@mui/material';
import { TIMELINE_LABELS, TIMELINE_STEPS, timelineCurrentStep, timelineProgress } from '../../domain/parcelStatus';

/** The four steps enregistre, expedie, arrive, remis, done up to the parcel's status; only the current one is highlighted. */
export function ColisTimeline({ statut }: { statut: string }) {
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const done = timelineProgress(statut);
  return (
    <Stepper activeStep={timelineCurrentStep(statut)} orientation={small ? 'vertical' : 'horizontal'} alternativeLabel={!small} aria-label="Étapes de suivi">
      {TIMELINE_STEPS.map((step, index) => (
        <Step key={step} completed={index < done} aria-current={index === done - 1 ? 'step' : undefined}>
          <StepLabel error={statut === 'probleme' && index === done}>{TIMELINE_LABELS[step]}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
