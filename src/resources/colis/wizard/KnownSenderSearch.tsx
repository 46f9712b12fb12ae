import { useMemo, useState } from 'react';
import { Autocomplete, Box, CircularProgress, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider/dataProvider';
import type { KnownSender } from '../../../dataProvider/contract/knownSenders';
import { useDebounced } from '../../../components/useDebounced';
import { KNOWN_SENDER_DELAY_MS, isKnownSenderQuery } from '../../../domain/knownSenders';
import { formatDate, plural } from '../../../domain/format';

const senderOf = (pair: KnownSender) => `${pair.expediteur.prenom} ${pair.expediteur.nom} · ${pair.expediteur.telephone}`;
const recipientOf = (pair: KnownSender) => `${pair.destinataire.prenom} ${pair.destinataire.nom}`;

/** The pairs grouped by sender, the groups in the order their latest parcel came (MUI's groupBy needs them together). */
function bySender(pairs: readonly KnownSender[]): KnownSender[] {
  const groups = new Map<string, KnownSender[]>();
  for (const pair of pairs) groups.set(senderOf(pair), [...(groups.get(senderOf(pair)) ?? []), pair]);
  return [...groups.values()].flat();
}

/**
 * 'Expéditeur connu': typing a phone number or a name offers the senders the company already
 * registered, under each the recipients they sent to; one choice fills both parties (the server
 * searches 300 ms after the last key, the company's parcels only). Arrows and Enter choose.
 */
export function KnownSenderSearch({ onPick }: { onPick: (pair: KnownSender) => void }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<KnownSender | null>(null);
  const query = useDebounced(text.trim(), KNOWN_SENDER_DELAY_MS);
  const searching = isKnownSenderQuery(query);
  const found = useQuery({
    queryKey: ['expediteurs-connus', query],
    queryFn: () => dataProvider.getKnownSenders(query),
    enabled: searching,
    staleTime: 30_000,
  });
  const options = useMemo(() => (searching ? bySender(found.data?.results ?? []) : []), [searching, found.data]);

  return (
    <Box>
      <Autocomplete<KnownSender, false, false, false>
        options={options}
        // The server has matched the text already: nothing is filtered again here.
        filterOptions={(all) => all}
        groupBy={senderOf}
        getOptionLabel={recipientOf}
        isOptionEqualToValue={(a, b) => senderOf(a) === senderOf(b) && recipientOf(a) === recipientOf(b) && a.destinataire.telephone === b.destinataire.telephone}
        value={null}
        inputValue={text}
        onInputChange={(_event, value, reason) => {
          if (reason === 'input' || reason === 'clear') setText(value);
        }}
        onChange={(_event, pair) => {
          if (!pair) return;
          onPick(pair);
          setPicked(pair);
          setText('');
        }}
        loading={searching && found.isFetching}
        loadingText="Recherche des expéditeurs connus…"
        noOptionsText={searching ? 'Aucun expéditeur connu pour cette recherche' : 'Tapez au moins 3 lettres du nom ou 4 chiffres du téléphone'}
        renderOption={({ key, ...props }, pair) => (
          <Box component="li" key={key} {...props}>
            <Box>
              <Typography variant="body2">
                → {recipientOf(pair)} · {pair.destinataire.telephone}
                {pair.destinataire.quartier ? ` · ${pair.destinataire.quartier}` : ''}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {plural(pair.nombre_envois, 'envoi')}
                {pair.dernier_envoi ? `, le dernier le ${formatDate(pair.dernier_envoi)}` : ''}
              </Typography>
            </Box>
          </Box>
        )}
        renderInput={(params) => (
          <TextField
            {...params}
            label="Expéditeur connu (téléphone ou nom)"
            helperText="Choisir un expéditeur et son destinataire remplit les deux étapes"
            slotProps={{
              ...params.slotProps,
              input: {
                ...params.slotProps.input,
                endAdornment: (
                  <>
                    {searching && found.isFetching ? <CircularProgress size={16} aria-hidden /> : null}
                    {params.slotProps.input.endAdornment}
                  </>
                ),
              },
            }}
          />
        )}
      />
      {picked && (
        <Typography role="status" variant="body2" color="success.main" sx={{ mt: 1 }}>
          {`${picked.expediteur.prenom} ${picked.expediteur.nom} et ${recipientOf(picked)} remplis depuis leur dernier envoi : vérifiez-les.`}
        </Typography>
      )}
    </Box>
  );
}
