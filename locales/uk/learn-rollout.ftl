# The rollout lesson's texts (walks/lessons/rollout.yaml, the seed's image-pull storm example) and
# its picture's (labs/learn/rollout_view.rs), fetched when the lesson first opens: in no first load.
learn-roll-caption = Раунд { $round } з { $rounds }: це узгодження створило { $created } BundleDeployment. Розділи в тому порядку, в якому Fleet їх обробляє:
learn-roll-partition-facts = { $count } кластерів · maxUnavailable { $limit } · готових до раунду: { $ready }
learn-roll-partition-round = У цьому раунді: створено { $created }; після нього не оновлено або недоступно { $notReady }.
learn-roll-not-reached = не досягнуто
learn-roll-unavailable = недоступний
learn-roll-available = доступний
learn-rollout-intro = Бандл націлено на { $clusters } кластерів у { $partitions } розділах, заданих вручну (rolloutStrategy.partitions, вибір за міткою stage); у першому, { $first }, { $count } кластерів. Fleet обробляє розділи в порядку, в якому їх перелічує fleet.yaml, і після кожного вирішує, чи йти далі.
learn-rollout-limit = Розділ недоступний, коли більше його кластерів, ніж його maxUnavailable, не оновлені або не готові. { $partition } не має власного maxUnavailable, тож діє значення бандла: { $how }, тобто { $limit } кластерів.
learn-rollout-rounding = З maxUnavailable 12% число не ціле: { $how }. Fleet округлює вниз, тож знову { $limit } кластерів; відсоток, що округлюється до 0, рахується як 1.
learn-rollout-round-one = Раунд 1, одне узгодження: Fleet створює { $created } BundleDeployment, увесь { $partition } одним пакетом, бо maxNew ({ $maxNew }) не менший. Потім перевіряє розділ: { $notReady } його кластерів ще не оновлені й не готові, це більше за { $limit }, тож { $partition } недоступний; з maxUnavailablePartitions 0 узгодження зупиняється тут, а наступні розділи ({ $waiting }) чекають.
learn-rollout-task-batch = maxNew дорівнює { $maxNew }: у раунді 1 Fleet створює { $created } BundleDeployment одразу, і кожен із цих кластерів починає завантажувати образи.
learn-rollout-task-batch-prompt = змініть maxNew, щоб раунд 1 створив не більше 20 BundleDeployment.
learn-rollout-task-batch-hint = maxNew обмежує, скільки BundleDeployment створює одне узгодження: зменште його до 20 або менше.
learn-rollout-storm-predict = «Буря» завантаження образів: деякі кластери { $partition } повільно завантажують образи, і в раунді 2 { $slow } з них ще не готові. maxUnavailable знову 10%.
learn-rollout-storm = У раунді 2 { $notReady } кластерів { $partition } не оновлені або не готові, це більше за { $limit }: розділ і далі недоступний, узгодження зупиняється після нього, а наступні розділи ({ $waiting }) нічого не отримують, доки повільні кластери не будуть готові. Усе розгортання триває { $rounds } раундів: { $outcome }
learn-rollout-task-storm = Тепер { $partition } має власний maxUnavailable, записаний числом кластерів: { $limit }. Значення розділу переважає значення бандла.
learn-rollout-task-storm-prompt = змініть це число, щоб розгортання попри «бурю» дійшло до розділу stable у раунді 2.
learn-rollout-task-storm-hint = Розділ лишається недоступним, поки не готових кластерів більше, ніж його maxUnavailable: дозвольте стільки, скільки стримує «буря».
learn-rollout-partitions-predict = Знову 10% у кожному розділі, але maxUnavailablePartitions тепер { $allowed }: стільки недоступних розділів терпиться, перш ніж узгодження зупиниться.
learn-rollout-defaults = Типові значення Fleet: maxUnavailable 100% ({ $how }, { $limit } кластерів) і maxUnavailablePartitions 0. Кожен розділ вважається доступним, тож ніщо не чекає готовності: раунд 1 створює { $created } BundleDeployment, найбільше, що дозволяє maxNew ({ $maxNew }), з «бурею» чи без. Розгортання триває { $rounds } раундів: { $outcome }
