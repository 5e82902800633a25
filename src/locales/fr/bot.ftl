# Les mots de Touchline que toute commande ou tout clic peut recevoir : excuses et refus
# communs à toutes les commandes.

apology-database = La base de données est injoignable pour un moment (elle redémarre peut-être). Réessaie dans quelques secondes : tout ce qui a été enregistré avant est conservé.
apology-internal = Désolé, quelque chose s'est mal passé de mon côté. Réessaie.
stopping = Touchline redémarre. Rien de ce que tu as fait n'est perdu : réessaie dans une minute.
command-outdated = Je n'ai pas pu lire cette commande : ton Discord en affiche peut-être une ancienne version. Recharge Discord (Ctrl+R, ou rouvre l'application) et réessaie ; `/jeux` liste ce à quoi tu peux jouer.
command-unreadable-input = Je n'ai pas pu lire `{ $input }` pour `/{ $command }`.
command-unreadable = Je n'ai pas pu lire ce qui a été envoyé avec `/{ $command }`.
control-invalid = Ce contrôle n'est plus valable. Utilise `/match plateau` dans le fil du match pour avoir des contrôles à jour.
