// Import a recipe (/import-recipe): from a web page's address, pasted text, or another app's export
// (Paprika, Mealie). What arrives is reviewed before anything is saved; a file of several recipes is
// reviewed one after another. Saving opens the new recipe, as a written one would be found.
import { Alert, Button, Container, FileInput, Group, Loader, Stack, Tabs, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconFileImport, IconUpload } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Loading } from '@/components/ui/loading';
import { RetryCard } from '@/components/ui/retry-card';
import { paths } from '@/config/paths';
import { ApiError, isUnreachable, NOT_SAVED } from '@/lib/api-client';
import { useOneAtATime } from '@/lib/form-guards';
import { useIngredientChoices } from '../../api/get-ingredient-choices';
import { useReferenceList } from '@/lib/reference-lists';
import { importFromFile, importFromText, importFromUrl, saveImportedRecipe, type RecipeDraft } from '../../api/import-recipe';
import { saveBody, type ReviewForm } from '../../lib/import-review';
import { ImportReview } from './import-review';
import classes from './import-recipe.module.css';
import { readModels } from '@contract/read-models';

type Source = 'url' | 'text' | 'file';

const READING: Record<Source, string> = { url: 'Reading the page…', text: 'Reading the recipe…', file: 'Reading the file…' };

export const EXPORT_TYPES = '.paprikarecipes,.paprikarecipe,.json,.zip';

/** A refusal in the server's words; a 400 belongs under the field it is about. */
interface ImportFailure {
  source: Source;
  message: string;
  onField: boolean;
}

function failureOf(source: Source, error: unknown): ImportFailure {
  if (isUnreachable(error)) return { source, message: "Larder can't reach the server right now. Try again when the connection is back.", onField: false };
  const message = error instanceof Error ? error.message : 'Something went wrong. Please try again.';
  return { source, message, onField: error instanceof ApiError && error.status === 400 };
}

export function ImportRecipeScreen() {
  const [drafts, setDrafts] = useState<RecipeDraft[]>();
  const [at, setAt] = useState(0);
  const [saved, setSaved] = useState<Array<{ id: string; name: string }>>([]);
  const startOver = () => {
    setDrafts(undefined);
    setAt(0);
    setSaved([]);
  };

  return (
    <Container size="md" py={{ base: 'lg', sm: 40 }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 28, sm: 34 }}>
            Import a recipe
          </Title>
          {drafts && drafts.length > 1 && at < drafts.length && (
            <Text fw={600} c="gray.7">
              Recipe {at + 1} of {drafts.length}
            </Text>
          )}
        </Stack>
        {drafts ? (
          <Review
            key={at}
            drafts={drafts}
            at={at}
            saved={saved}
            onSaved={(recipe) => {
              setSaved((before) => [...before, recipe]);
              setAt((current) => current + 1);
            }}
            onSkip={() => setAt((current) => current + 1)}
            onStartOver={startOver}
          />
        ) : (
          <ImportStart
            onDrafts={(recipes) => {
              setDrafts(recipes);
              setAt(0);
            }}
          />
        )}
      </Stack>
    </Container>
  );
}

function ImportStart({ onDrafts }: { onDrafts: (recipes: RecipeDraft[]) => void }) {
  const [tab, setTab] = useState<Source>('url');
  const [address, setAddress] = useState('');
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [failure, setFailure] = useState<ImportFailure>();
  const reading = useMutation({
    mutationFn: ({ source }: { source: Source }) => (source === 'url' ? importFromUrl(address) : source === 'text' ? importFromText(text) : importFromFile(file)),
    onSuccess: (answer) => onDrafts(answer.recipes),
    onError: (error, { source }) => setFailure(failureOf(source, error)),
  });
  const busy = reading.isPending;
  const submit = (source: Source) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setFailure(undefined);
    reading.mutate({ source });
  };
  const shown = failure?.source === tab ? failure : undefined;
  const fieldError = shown?.onField ? shown.message : undefined;
  // Typing again clears what the server said about the last try.
  const edited = <T,>(set: (value: T) => void) => (value: T) => {
    set(value);
    if (failure?.source === tab) setFailure(undefined);
  };

  return (
    <Stack gap="md">
      <Text c="gray.7">Bring in a recipe from a web page, from text you paste, or from another recipe app. You check every ingredient before anything is saved.</Text>
      <Tabs value={tab} onChange={(value) => value && !busy && setTab(value as Source)} keepMounted={false} classNames={{ tab: classes.tab }}>
        <Tabs.List>
          <Tabs.Tab value="url">Web page</Tabs.Tab>
          <Tabs.Tab value="text">Paste text</Tabs.Tab>
          <Tabs.Tab value="file">From another app</Tabs.Tab>
        </Tabs.List>

        <ImportPanel way="url" onSubmit={submit('url')} busy={busy}>
          <TextInput
            label="Recipe page address"
            description="Copy it from your browser’s address bar."
            placeholder="https://"
            inputMode="url"
            autoComplete="url"
            maxLength={2048}
            value={address}
            onChange={(event) => edited(setAddress)(event.currentTarget.value)}
            error={fieldError}
            disabled={busy}
          />
        </ImportPanel>

        <ImportPanel way="text" onSubmit={submit('text')} busy={busy}>
          <Textarea
            label="Recipe text"
            description="Put the title on the first line, then the ingredients, one per line, each starting with its amount, then the steps."
            placeholder={'Lemon Rice\n1 cup basmati rice\n2 tbsp butter\n1 lemon\nRinse the rice, then…'}
            autosize
            minRows={8}
            maxRows={20}
            maxLength={50_000}
            value={text}
            onChange={(event) => edited(setText)(event.currentTarget.value)}
            error={fieldError}
            disabled={busy}
          />
        </ImportPanel>

        <ImportPanel way="file" onSubmit={submit('file')} busy={busy}>
          <Text size="sm">Recipes exported from Paprika (a .paprikarecipes or .paprikarecipe file) or from Mealie (a .json recipe or a .zip export). A file of several recipes is reviewed one recipe at a time.</Text>
          <FileInput
            label="Export file"
            placeholder="Choose a file"
            accept={EXPORT_TYPES}
            leftSection={<IconUpload size={16} aria-hidden />}
            clearable
            value={file}
            onChange={edited(setFile)}
            error={fieldError}
            disabled={busy}
          />
        </ImportPanel>
      </Tabs>

      {busy && (
        <Group gap="sm" role="status" aria-live="polite">
          <Loader size="sm" color="larder" />
          <Text>{READING[reading.variables?.source ?? tab]}</Text>
        </Group>
      )}
      {shown && !shown.onField && (
        <Alert color="red" variant="light" role="alert" title="Could not import">
          {shown.message}
        </Alert>
      )}
    </Stack>
  );
}

/** One way in: its fields, then the Import button, as one form. */
function ImportPanel({ way, onSubmit, busy, children }: { way: Source; onSubmit: (event: FormEvent<HTMLFormElement>) => void; busy: boolean; children: ReactNode }) {
  return (
    <Tabs.Panel value={way} pt="lg">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {children}
          <ImportButton busy={busy} />
        </Stack>
      </form>
    </Tabs.Panel>
  );
}

function ImportButton({ busy }: { busy: boolean }) {
  return (
    <Group>
      <Button type="submit" leftSection={<IconFileImport size={18} aria-hidden />} disabled={busy}>
        Import
      </Button>
    </Group>
  );
}

interface ReviewProps {
  drafts: RecipeDraft[];
  at: number;
  saved: Array<{ id: string; name: string }>;
  onSaved: (recipe: { id: string; name: string }) => void;
  onSkip: () => void;
  onStartOver: () => void;
}

function Review({ drafts, at, saved, onSaved, onSkip, onStartOver }: ReviewProps) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const choices = useIngredientChoices();
  const cuisines = useReferenceList('cuisine');
  const oneAtATime = useOneAtATime();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string>();
  const draft = drafts[at];
  const last = at === drafts.length - 1;

  // Past the last of a file's recipes: what was saved is in My Recipes.
  if (!draft) return <BatchDone saved={saved} onStartOver={onStartOver} />;
  if (choices.isError)
    return (
      <div>
        <RetryCard title="The ingredient list did not load" message={choices.error.message} onRetry={() => void choices.refetch()} />
      </div>
    );
  // Lines are set up with their ingredients' units, so the list comes first; cuisines may be missing.
  if (!choices.data || cuisines.isPending) return <Loading label="Loading ingredients" />;

  const save = (form: ReviewForm) =>
    void oneAtATime(async () => {
      setSaving(true);
      setError(undefined);
      try {
        const { recipeId } = await saveImportedRecipe(saveBody(form, draft));
        await queryClient.invalidateQueries({ queryKey: [readModels.recipe] });
        if (last) navigate(paths.recipe(recipeId));
        else onSaved({ id: recipeId, name: form.name.trim() });
      } catch (failure) {
        setError(isUnreachable(failure) ? NOT_SAVED.message : (failure as Error).message);
      } finally {
        setSaving(false);
      }
    });

  return (
    <Stack gap="md">
      {saved.length > 0 && (
        <Alert color="larder" variant="light" role="status">
          Saved “{saved.at(-1)!.name}” to My Recipes.
        </Alert>
      )}
      <ImportReview
        draft={draft}
        choices={choices.data}
        cuisines={cuisines.data ?? []}
        saving={saving}
        error={error}
        onSave={save}
        onStartOver={onStartOver}
        onSkip={drafts.length > 1 ? onSkip : undefined}
      />
    </Stack>
  );
}

function BatchDone({ saved, onStartOver }: { saved: Array<{ id: string; name: string }>; onStartOver: () => void }) {
  const navigate = useNavigate();
  const said: ReactNode = saved.length === 0 ? 'No recipes were saved from that file.' : saved.length === 1 ? `“${saved[0]!.name}” is saved to My Recipes.` : `${saved.length} recipes are saved to My Recipes.`;
  return (
    <Stack gap="md">
      <Text>{said}</Text>
      <Group gap="sm">
        <Button onClick={() => navigate(paths.recipesSaved)}>Go to My Recipes</Button>
        <Button variant="default" onClick={onStartOver}>
          Import another
        </Button>
      </Group>
    </Stack>
  );
}
